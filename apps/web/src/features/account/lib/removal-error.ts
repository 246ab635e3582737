import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';

/**
 * Removal's own refusal (orders still on their way answer `conflict`) gets its own words; any other
 * error is translated by its code as everywhere else.
 */
export function removalErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.errorCode === 'conflict') return t('userAdmin:remove.ordersInProgress');
  return errorMessage(t, error);
}
