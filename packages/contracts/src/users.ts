import { z } from 'zod';
import { addressResponseSchema, addressSchema } from './address';
import { contactField, emailField, requiredText } from './fields';

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
export const adminProfileSchema = userSchema;

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
});

/** PUT /user: the caller edits their own profile. Every field optional; email stays unique. */
export const updateUserRequestSchema = z.strictObject({
  firstName: requiredText('firstnameRequired', 80).optional(),
  lastName: requiredText('lastnameRequired', 80).optional(),
  contact: contactField.optional(),
  email: emailField.optional(),
  address: addressSchema.optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
