import { z } from 'zod';
import { usernameField } from './fields';

/** POST /2fa/disable: the account's password confirms it. */
export const twoFactorDisableBodySchema = z.strictObject({
  username: usernameField.optional(),
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(128, { error: 'tooLong' }),
});
/** POST /2fa/verification: the login's second step. */
export const twoFactorVerificationRequestSchema = z.strictObject({
  /** Usually in the query (SPEC.md section 7); the query's value wins over none here. */
  username: usernameField.optional(),
  code: z
    .string({ error: 'codeRequired' })
    .trim()
    .regex(/^\d{6}$/, { error: 'invalidValue' }),
});

/** Two-factor login. */
export const usernameQuerySchema = z.strictObject({ username: usernameField });
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
export const twoFactorCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'invalidValue' }),
});
export const twoFactorVerifyQuerySchema = z.strictObject({
  username: usernameField,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'invalidValue' })
    .optional(),
});
export const twoFactorDisableRequestSchema = z.strictObject({ username: usernameField.optional(), password: z.string().max(128).optional() });
