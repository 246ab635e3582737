import { AppError } from './app-error';

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

/**
 * What a failure while reading a multipart body means to the client. Busboy's own errors ("Boundary
 * not found", "Unexpected end of form") carry no status: they are malformed input, never a 500.
 * Limits answer 413; our own AppErrors pass through.
 */
export function multipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = codeOf(error);
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT')
    return new AppError('payloadTooLarge');
  return new AppError('multipartInvalid');
}
