import { z } from 'zod';
import { centsToEuro, euroToCents } from '@forkly/contracts';

/** Why a typed number was refused; each is a key under restaurantAdmin:form.errors. */
export type NumberProblem = 'required' | 'notNumber' | 'wholeNumber' | 'tooManyDecimals' | 'range';

/** "2,50" and "2.50" are the same: people type the decimal comma of their language. */
export function parseDecimal(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : null;
}

function decimalsOf(text: string): number {
  return text.trim().replace(',', '.').split('.')[1]?.length ?? 0;
}

/** The problem with a typed number, or null; `scale` turns the typed unit into the API's (km -> m). */
export function numberProblem(text: string, options: { min: number; max: number; decimals: number; scale?: number }): NumberProblem | null {
  if (text.trim() === '') return 'required';
  const value = parseDecimal(text);
  if (value === null) return 'notNumber';
  if (decimalsOf(text) > options.decimals) return options.decimals === 0 ? 'wholeNumber' : 'tooManyDecimals';
  const inApiUnit = value * (options.scale ?? 1);
  if (inApiUnit < options.min - 1e-9 || inApiUnit > options.max + 1e-9) return 'range';
  return null;
}

/**
 * A number typed into a text box: checked with `numberProblem` (its key is the message) and turned
 * into the API's unit, whole when `scale` converts (km -> m) or decimals are 0.
 */
export function numberText(options: { min: number; max: number; decimals: number; scale?: number }) {
  return z
    .string()
    .superRefine((text, ctx) => {
      const problem = numberProblem(text, options);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((text) => {
      const value = parseDecimal(text)! * (options.scale ?? 1);
      // Two decimals at most: euro amounts become whole cents through the contracts' helpers.
      return options.scale || options.decimals === 0 ? Math.round(value) : centsToEuro(euroToCents(value));
    });
}
