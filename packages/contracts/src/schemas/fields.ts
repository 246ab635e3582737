import { z } from 'zod';
import { passwordChecks } from '../fields';
import type { ValidationMessageKey } from '../messages';

/** A required, trimmed text field whose empty value gives `message`. */
export function requiredText(message: ValidationMessageKey, max = 200) {
  return z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: 'tooLong' });
}

export const emailField = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired' })
  .max(254, { error: 'tooLong' })
  .pipe(z.email({ error: 'emailInvalid' }));

export const passwordField = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .max(128, { error: 'tooLong' })
  .refine(passwordChecks.length, { error: 'passwordTooShort' })
  .refine((v) => passwordChecks.lowercase(v) && passwordChecks.uppercase(v) && passwordChecks.digit(v) && passwordChecks.symbol(v), {
    error: 'passwordTooWeak',
  });

/** Phone numbers are stored with spaces removed (SPEC.md section 3). */
export const contactField = z
  .string({ error: 'contactRequired' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'contactRequired' })
      .max(32, { error: 'tooLong' })
      .regex(/^\+?[0-9()\-/]{3,32}$/, { error: 'invalidValue' }),
  );

export const usernameField = z
  .string({ error: 'usernameRequired' })
  .trim()
  .min(1, { error: 'usernameRequired' })
  .max(64, { error: 'tooLong' })
  .regex(/^[A-Za-z0-9._@-]+$/, { error: 'invalidValue' });

/** Ids are positive integers in paths and queries. */
/** Ids are positive 32-bit integers (serial columns). */
/**
 * A record id: a number, or a string of plain decimal digits (paths and queries). `0x10`, `1e3` or
 * ` 1` are not ids, although Number() would read them as 16, 1000 and 1.
 */
export const idParam = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2147483647, { error: 'invalidValue' }),
);
export const idParamsSchema = z.object({ id: idParam });

/** A list filter's date (`2025-03-01`, the whole day) or an ISO date-time with an offset. */
export const dateFilter = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'invalidValue' });

/** A state-changing call that takes no body: none, null or `{}`, nothing else. */
export const noBodySchema = z.strictObject({}).nullish();
