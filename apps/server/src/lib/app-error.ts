import { ERROR_CATALOGUE, type ErrorCode, type RefusedItem } from '@forkly/contracts';

/**
 * The one error type services throw: a code from the catalogue, whose status and message the error
 * handler knows (STYLE.md 6).
 */
export class AppError extends Error {
  readonly errorCode: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly items?: RefusedItem[];

  constructor(errorCode: ErrorCode, options: { message?: string; fields?: Record<string, string>; items?: RefusedItem[] } = {}) {
    super(options.message ?? ERROR_CATALOGUE[errorCode].message);
    this.errorCode = errorCode;
    this.status = ERROR_CATALOGUE[errorCode].status;
    this.fields = options.fields;
    this.items = options.items;
  }
}

export function fieldError(field: string, message: string): AppError {
  return new AppError('validationFailed', { fields: { [field]: message } });
}
