import type { FastifyRequest } from 'fastify';
import { IMAGE_MESSAGES, IMAGE_UPLOAD_LIMITS, VALIDATION_MESSAGES } from '@forkly/contracts';
import { AppError, fieldError } from '../../lib/app-error';
import { multipartError } from '../../lib/multipart-error';

/** The multipart part that carries a menu's or extra's picture. */
export const IMAGE_FIELD = 'image';

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

/**
 * Reads the one optional `image` file of a multipart request into memory, at most
 * IMAGE_UPLOAD_LIMITS.maxBytes (a larger one is cut off at the limit and refused, so memory stays
 * bounded). An empty file part (a form with no file chosen) counts as no image. Any other part is
 * an unknown field. A request that is not multipart may carry no body at all.
 */
export async function readImagePart(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) {
    const keys = request.body && typeof request.body === 'object' ? Object.keys(request.body) : [];
    if (keys.length) throw new AppError('validationFailed', { fields: Object.fromEntries(keys.map((k) => [k, VALIDATION_MESSAGES.unknownField])) });
    return undefined;
  }
  let image: Buffer | undefined;
  const unknown: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: IMAGE_UPLOAD_LIMITS.maxBytes, files: 1, fields: 10, parts: 11 } })) {
      if (part.type === 'file' && part.fieldname === IMAGE_FIELD) {
        image = await part.toBuffer();
        continue;
      }
      if (part.type === 'file') part.file.resume();
      unknown[part.fieldname] = VALIDATION_MESSAGES.unknownField;
    }
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(IMAGE_FIELD, IMAGE_MESSAGES.imageTooLarge);
    if (codeOf(error) === 'FST_FILES_LIMIT') throw fieldError(IMAGE_FIELD, IMAGE_MESSAGES.imageOneOnly);
    throw multipartError(error);
  }
  if (Object.keys(unknown).length) throw new AppError('validationFailed', { fields: unknown });
  return image?.length ? image : undefined;
}
