import type { TFunction } from 'i18next';
import { formatMessage, isValidationMessageKey } from '@forkly/contracts';
import { ApiError } from './api-error';

/**
 * DESIGN.md section 6: show the translation of the server's errorCode when there is one, and its
 * message otherwise.
 */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    return t(`errors:${error.errorCode}`, { defaultValue: error.message || t('errors:unknown') });
  }
  return t('errors:unknown');
}

/** Translates a validation key from the shared catalogue (zod messages are keys). */
export function validationMessage(t: TFunction, key: string | undefined, params: Record<string, string | number> = {}): string | undefined {
  if (!key) return undefined;
  // The catalogue's placeholders are single-braced ({min}); i18next fills only {{min}}.
  if (isValidationMessageKey(key)) return formatMessage(t(`validation:${key}`, params), params);
  return formatMessage(key, params);
}
