import { z } from 'zod';
import {
  addressSchema,
  completeRestaurantAccountSchema,
  passwordField,
  signUpRequestSchema,
  usernameField,
  type RegistrationType,
} from '@forkly/contracts';

/*
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

/** Basic-step fields for a type, in display order. */
export const BASIC_FIELDS: Record<RegistrationType, readonly BasicField[]> = {
  regular: ['lastname', 'firstname', 'contact', 'email'],
  courier: ['lastname', 'firstname', 'contact'],
  service: ['lastname', 'firstname', 'contact'],
  restaurant: ['name', 'contact', 'bio'],
};
export type BasicField = 'lastname' | 'firstname' | 'contact' | 'email' | 'name' | 'bio';

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
