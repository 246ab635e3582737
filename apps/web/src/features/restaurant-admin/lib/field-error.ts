import type { TFunction } from 'i18next';
import { get, type FieldErrors } from 'react-hook-form';
import { fieldMessage } from '../../../components/forms/field-message';

/** Keys of restaurantAdmin:form.errors that this feature's schemas use as messages. */
const OWN_PROBLEMS = new Set(['required', 'notNumber', 'wholeNumber', 'tooManyDecimals', 'range', 'time', 'tooManyWindows', 'inPast', 'percentageRange']);

/**
 * The translated message of a field: this feature's own problems with their bounds filled in
 * (`params`), else the shared catalogue's key or the server's text (fieldMessage).
 */
export function fieldError(t: TFunction, errors: FieldErrors, name: string, params: Record<string, string | number> = {}): string | undefined {
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  if (message && OWN_PROBLEMS.has(message)) return t(`restaurantAdmin:form.errors.${message}`, params);
  return fieldMessage(t, errors, name);
}
