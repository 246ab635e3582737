import sharp from 'sharp';
import { IMAGE_MESSAGES, IMAGE_UPLOAD_LIMITS } from '@forkly/contracts';
import type { Tx } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import type { AppDeps } from '../../plugins/deps';
import { IMAGE_FIELD } from './image-part';
import { deleteImageIfUnreferenced, insertImage } from './images.repo';
import { forgetImage } from './images.service';

/** A checked upload, re-encoded as the WebP the images table keeps (DESIGN.md section 1). */
export interface PreparedImage {
  data: Buffer;
  mimeType: 'image/webp';
  width: number;
  height: number;
  byteSize: number;
}

type UploadType = (typeof IMAGE_UPLOAD_LIMITS.types)[number];

/** The type from the first bytes: a file name or a declared Content-Type proves nothing. */
export function sniffImageType(bytes: Buffer): UploadType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
}

const SHARP_FORMAT: Record<UploadType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Checks an upload against IMAGE_UPLOAD_LIMITS and re-encodes it: turned upright (EXIF), fitted
 * inside storedMaxSide without enlarging, WebP. Every refusal is a 400 on the `image` field. Runs
 * before any transaction is opened: sharp is slow work (DESIGN.md section 6b).
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  if (bytes.length > IMAGE_UPLOAD_LIMITS.maxBytes) throw fieldError(IMAGE_FIELD, IMAGE_MESSAGES.imageTooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw fieldError(IMAGE_FIELD, IMAGE_MESSAGES.imageTypeNotAllowed);
  // The header alone gives the canvas size, so a bomb is refused before anything is decoded.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height || meta.format !== SHARP_FORMAT[type]) throw fieldError(IMAGE_FIELD, IMAGE_MESSAGES.imageUnreadable);
  const { maxSide, maxPixels, storedMaxSide } = IMAGE_UPLOAD_LIMITS;
  if (meta.width > maxSide || meta.height > maxSide || meta.width * meta.height > maxPixels) {
    throw fieldError(IMAGE_FIELD, IMAGE_MESSAGES.imageTooManyPixels);
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: storedMaxSide, height: storedMaxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { data, mimeType: 'image/webp', width: info.width, height: info.height, byteSize: data.length };
  } catch {
    // A header that reads but a body that does not (truncated or corrupt data).
    throw fieldError(IMAGE_FIELD, IMAGE_MESSAGES.imageUnreadable);
  }
}

/** Stores a prepared image inside the caller's transaction; returns its id. */
export async function storeImage(tx: Tx, image: PreparedImage, createdBy: number | null): Promise<number> {
  return insertImage(tx, { ...image, createdBy });
}

/**
 * Deletes a picture nothing points at any more (seeded pictures are shared by many items and
 * branches copy their parent's, so a replaced or deleted item's picture may still be in use).
 */
export async function releaseImage(deps: AppDeps, tx: Tx, imageId: number | null): Promise<void> {
  if (imageId === null) return;
  if (await deleteImageIfUnreferenced(tx, imageId)) forgetImage(deps, imageId);
}
