import type { TFunction } from 'i18next';
import { get, type FieldErrors } from 'react-hook-form';
import { VALIDATION_MESSAGES, isValidationMessageKey } from '@forkly/contracts';
import { validationMessage } from '../../lib/error-message';

/**
 * The translated message of one field. Schema messages are catalogue keys; server messages set
 * with setError are already text and pass through unchanged.
 */
export function fieldMessage(t: TFunction, errors: FieldErrors, name: string): string | undefined {
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return validationMessage(t, message);
}

const KEY_OF_ENGLISH = new Map<string, string>(Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text, key]));

/** The server answers field errors in English: translate them back when they are catalogue texts. */
export function translateServerMessage(t: TFunction, message: string): string {
  const key = KEY_OF_ENGLISH.get(message);
  return key && isValidationMessageKey(key) ? t(`validation:${key}`) : message;
}
