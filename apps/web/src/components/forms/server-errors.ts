import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-error';
import { translateServerMessage } from './field-message';

/**
 * Puts the server's field errors (`error.fields`: API field -> English message) on the form's
 * fields. `fieldMap` renames API fields to form fields (`lastName` -> `lastname`); fields this form
 * does not show are returned so the caller can mention them above the form.
 */
export function applyServerErrors<T extends FieldValues>(
  t: TFunction,
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Record<string, string>,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const unplaced: string[] = [];
  let focused = false;
  for (const [apiField, message] of Object.entries(error.fields)) {
    const text = translateServerMessage(t, message);
    const formField = fieldMap[apiField] ?? fieldMap[apiField.replace(/^address\./, '')];
    if (formField) {
      setError(formField as Path<T>, { type: 'server', message: text }, { shouldFocus: !focused });
      focused = true;
    } else unplaced.push(text);
  }
  return unplaced;
}
