import { z } from 'zod';
import type { RegistrationType } from '@forkly/contracts';
import {
  addressSchema,
  completeRestaurantAccountSchema,
  forgottenPasswordResetSchema,
  passwordField,
  signUpRequestSchema,
  usernameField,
} from '@forkly/contracts/schemas';

/*
 * Loaded on demand by the forms (lazyZodResolver), so zod stays out of the pages' first load.
 *
 * The three registration steps, built from the contracts' field schemas so the bounds and messages
 * are the server's. Form field names are SPEC.md section 3's (lastname, repeatpassword, ...).
 */

const person = {
  lastname: signUpRequestSchema.shape.lastName,
  firstname: signUpRequestSchema.shape.firstName,
  contact: signUpRequestSchema.shape.contact,
};

/** SPEC.md section 5: email is skipped for partner types. */
export const regularBasicSchema = z.object({ ...person, email: signUpRequestSchema.shape.email });
export const personBasicSchema = z.object(person);
export const restaurantBasicSchema = z.object({
  name: completeRestaurantAccountSchema.shape.name,
  contact: completeRestaurantAccountSchema.shape.contact,
  bio: completeRestaurantAccountSchema.shape.bio,
});

export function basicSchemaFor(type: RegistrationType) {
  if (type === 'regular') return regularBasicSchema;
  if (type === 'restaurant') return restaurantBasicSchema;
  return personBasicSchema;
}

export const addressStepSchema = addressSchema.pick({ street: true, houseNumber: true, zip: true, city: true });
export type AddressStepValues = z.infer<typeof addressStepSchema>;

/** A new password and its repetition (registration and password reset share the rule). */
export const newPasswordShape = {
  password: passwordField,
  repeatpassword: z.string().min(1, { error: 'repeatpasswordRequired' }),
};

/** SPEC.md section 5: repeatpassword must equal password ('Passwords must match'). */
export function withMatchingPasswords<T extends z.ZodType<{ password: string; repeatpassword: string }>>(schema: T) {
  return schema.refine((v) => v.password === v.repeatpassword, { path: ['repeatpassword'], error: 'passwordsMustMatch' });
}

export const loginInfoSchema = withMatchingPasswords(z.object({ username: usernameField, ...newPasswordShape }));
export type LoginInfoValues = z.infer<typeof loginInfoSchema>;

/** The password reset's second step: the mailed code and the new password. */
export const resetFormSchema = withMatchingPasswords(z.object({ code: forgottenPasswordResetSchema.shape.code, ...newPasswordShape }));
export type ResetValues = z.infer<typeof resetFormSchema>;
