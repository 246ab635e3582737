import { z } from 'zod';
import { addressResponseSchema, addressSchema } from './address';
import { contactField, passwordField, requiredText, usernameField } from './fields';
import { roleSchema } from './roles';

/** POST /system/auth/login */
export const loginRequestSchema = z.strictObject({
  loginId: requiredText('usernameRequired', 254),
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(128, { error: 'tooLong' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** An empty access_token means: the second factor is needed (SPEC.md section 4). */
export const tokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshRequestSchema = z.strictObject({ refresh_token: z.string().min(1).max(200) });

/** GET /active-user */
export const activeUserSchema = z.object({
  currentUserRole: roleSchema,
  currentUserId: z.number().int(),
  username: z.string(),
  twoFactorEnabled: z.boolean(),
  /** The restaurant a RESTAURANT_ADMIN or RESTAURANT_BRANCH account runs. */
  restaurantId: z.number().int().optional(),
  /** Present for role USER only. */
  credentials: z.object({ address: addressResponseSchema.nullable() }).optional(),
});
export type ActiveUser = z.infer<typeof activeUserSchema>;

export const verificationQuerySchema = z.strictObject({ verificationCode: z.string().min(1).max(200) });
export const forgottenPasswordResetSchema = z.object({
  username: usernameField,
  password: passwordField,
  repeatedPassword: z.string({ error: 'repeatpasswordRequired' }).min(1, { error: 'repeatpasswordRequired' }),
  code: z.string().trim().min(1, { error: 'codeRequired' }).max(64),
});

/** Account completion from an invitation (SPEC.md section 7). */
export const completePersonAccountSchema = z.object({
  firstName: requiredText('firstnameRequired', 80),
  lastName: requiredText('lastnameRequired', 80),
  contact: contactField,
  newPassword: passwordField,
  repeatPass: z.string({ error: 'repeatpasswordRequired' }).min(1, { error: 'repeatpasswordRequired' }),
  username: usernameField,
  address: addressSchema,
});
export const completeRestaurantAccountSchema = z.object({
  name: requiredText('restaurantNameRequired', 120),
  bio: requiredText('bioRequired', 1000),
  contact: contactField,
  contact1: z.string().max(32).optional(),
  newPassword: passwordField,
  repeatPass: z.string({ error: 'repeatpasswordRequired' }).min(1, { error: 'repeatpasswordRequired' }),
  username: usernameField,
  address: addressSchema,
});

export const createdSchema = z.object({ id: z.number().int() });
export const okSchema = z.object({ ok: z.literal(true) });

/** A mail of the offline `outbox` provider, as GET /outbox lists it to ADMIN (DESIGN.md section 1). */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
