import { z } from 'zod';
import { addBranchSchema, addressSchema } from '@forkly/contracts/schemas';

const shape = addBranchSchema.shape;

/** The address picked through places autocomplete, with its place id and position. */
export const branchAddressSchema = addressSchema.pick({
  street: true,
  houseNumber: true,
  zip: true,
  city: true,
  apartmentNr: true,
  latitude: true,
  longitude: true,
  placeId: true,
});

/**
 * The add-branch form with the contract's rules and SPEC.md section 5's messages ('Restaurant
 * Name is required', 'Address is required', 'Username is required', the password rules, 'Passwords
 * must match').
 */
export const branchFormSchema = z
  .object({
    name: shape.name,
    email: shape.email,
    contact: shape.contact,
    address: branchAddressSchema,
    username: shape.username,
    password: shape.password,
    repeatpassword: z.string().min(1, { error: 'repeatpasswordRequired' }),
  })
  .refine((v) => v.password === v.repeatpassword, { path: ['repeatpassword'], error: 'passwordsMustMatch' });
