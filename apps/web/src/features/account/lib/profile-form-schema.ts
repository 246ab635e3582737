import { z } from 'zod';
import { addressSchema, updateUserRequestSchema } from '@forkly/contracts/schemas';

// Loaded on demand by the profile forms (lazyZodResolver), so zod stays out of the page's first load.

const shape = updateUserRequestSchema.shape;

/** A staff member's or courier's PUT /user fields, required in the form: no address (issue 10). */
export const staffProfileFormSchema = z.object({
  firstname: shape.firstName.unwrap(),
  lastname: shape.lastName.unwrap(),
  contact: shape.contact.unwrap(),
  email: shape.email.unwrap(),
});

/** A customer's fields: the staff's plus the delivery address. */
export const profileFormSchema = staffProfileFormSchema.extend({
  address: addressSchema.pick({ street: true, houseNumber: true, zip: true, city: true }),
});

/** A restaurant account's fields: name, bio, phone and an optional second phone. */
export const restaurantProfileFormSchema = z.object({
  name: shape.name.unwrap(),
  bio: shape.bio.unwrap(),
  contact: shape.contact.unwrap(),
  contact1: z.union([z.literal(''), shape.contact.unwrap()]),
});
