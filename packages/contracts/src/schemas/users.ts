import { z } from 'zod';
import { addressResponseSchema, addressSchema } from './address';
import { contactField, emailField, passwordField, requiredText, usernameField } from './fields';

/** User of SPEC.md section 3, as presented by GET /user/{id}. */
export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  contact: z.string(),
  address: addressResponseSchema.nullable(),
  enabled: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const courierProfileSchema = userSchema.extend({
  averageRating: z.number().nullable(),
  status: z.enum(['OFFLINE', 'ONLINE']),
  availability: z.boolean(),
});
export const serviceProfileSchema = userSchema;

export const restaurantProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The account's login name: shown to the restaurant itself and to staff only. */
  username: z.string().optional(),
  rating: z.number().nullable(),
  visible: z.boolean(),
  parentRestaurantId: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  bio: z.string(),
  address: addressResponseSchema.nullable(),
  contact: z.string(),
  /** Shown to the restaurant itself and to staff only. */
  twoFactorEnabled: z.boolean().optional(),
  /** The optional second phone; shown to the restaurant itself and to staff only. */
  contact1: z.string().nullable().optional(),
});

/**
 * PUT /user: the caller edits their own profile. Every field optional; email stays unique. Which
 * fields a role may send is the server's rule (PROFILE_FIELDS_BY_ROLE): people edit their names,
 * contact and e-mail, and only a customer (USER) has an address; a restaurant account edits its
 * name, bio and contacts.
 */
export const updateUserRequestSchema = z.strictObject({
  firstName: requiredText('firstnameRequired', 80).optional(),
  lastName: requiredText('lastnameRequired', 80).optional(),
  contact: contactField.optional(),
  email: emailField.optional(),
  address: addressSchema.optional(),
  /** Restaurant accounts only. */
  name: requiredText('restaurantNameRequired', 120).optional(),
  bio: requiredText('bioRequired', 1000).optional(),
  /** Restaurant accounts only: the optional second phone; null or '' removes it. */
  contact1: z.union([z.literal('').transform(() => null), z.null(), contactField]).optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
export type UpdateUserFields = keyof z.output<typeof updateUserRequestSchema>;
/** PUT /user answers the updated profile: a person's, or a restaurant account's restaurant. */
export const updateUserResponseSchema = z.union([userSchema, restaurantProfileSchema]);

/** POST /user/exist: true means the e-mail already has an account. */
export const userExistsSchema = z.boolean();

/** POST user/sign-up (SPEC.md section 3: regular sign-up payload). */
export const signUpRequestSchema = z.strictObject({
  firstName: requiredText('firstnameRequired', 80),
  lastName: requiredText('lastnameRequired', 80),
  contact: contactField,
  address: addressSchema,
  email: emailField,
  password: passwordField,
  username: usernameField,
  provider: z.literal('LOCAL').default('LOCAL'),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const emailQuerySchema = z.strictObject({ email: emailField });
/** POST /user/verify/resend: a new verification link for the username or e-mail typed at login (decision 016). */
export const verificationResendRequestSchema = z.strictObject({ loginId: requiredText('usernameRequired', 254) });
