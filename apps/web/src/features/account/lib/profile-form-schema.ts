import { z } from 'zod';
import { addressSchema, updateUserRequestSchema } from '@forkly/contracts/schemas';

// Loaded on demand by the profile form (lazyZodResolver), so zod stays out of the page's first load.

const shape = updateUserRequestSchema.shape;

/** PUT /user's fields, required in the form (the API accepts any subset). */
export const profileFormSchema = z.object({
  firstname: shape.firstName.unwrap(),
  lastname: shape.lastName.unwrap(),
  contact: shape.contact.unwrap(),
  email: shape.email.unwrap(),
  address: addressSchema.pick({ street: true, houseNumber: true, zip: true, city: true }),
});
