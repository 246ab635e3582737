import type { ApiErrorBody, RefusedItem } from '@forkly/contracts';

/** Client-side error codes for failures that never reached the server's error handler. */
export type ClientErrorCode = 'network' | 'timeout' | 'unknown';

export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly fields: Record<string, string>;
  /** The basket's dishes a refusal names (`itemNotAvailable`). */
  readonly items: RefusedItem[];

  constructor(body: Partial<ApiErrorBody> & { errorCode: string }) {
    super(body.message ?? '');
    this.status = body.status ?? 0;
    this.errorCode = body.errorCode;
    this.fields = body.fields ?? {};
    this.items = body.items ?? [];
  }
}

export const networkError = () => new ApiError({ status: 0, errorCode: 'network', message: 'Network connection lost. Connect and try again' });
export const timeoutError = () => new ApiError({ status: 0, errorCode: 'timeout', message: 'Connection Timed Out' });
