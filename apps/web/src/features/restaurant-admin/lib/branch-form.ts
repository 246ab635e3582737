import { z } from 'zod';
import { addBranchSchema, addressSchema, type AddBranchRequest } from '@forkly/contracts';

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
export type BranchFormInput = z.input<typeof branchFormSchema>;
export type BranchFormValues = z.output<typeof branchFormSchema>;

export const emptyBranchForm: BranchFormInput = {
  name: '',
  email: '',
  contact: '',
  address: { street: '', houseNumber: '', zip: '', city: '' },
  username: '',
  password: '',
  repeatpassword: '',
};

export function branchPayload(values: BranchFormValues): AddBranchRequest {
  const { repeatpassword, address, ...rest } = values;
  return { ...rest, address: { ...address, floor: 0 }, repeatPassword: repeatpassword };
}

/** API field -> form field, for the server's field errors. */
export const BRANCH_SERVER_FIELDS: Record<string, string> = {
  name: 'name',
  email: 'email',
  contact: 'contact',
  username: 'username',
  password: 'password',
  repeatPassword: 'repeatpassword',
  address: 'address.street',
  'address.street': 'address.street',
  'address.houseNumber': 'address.houseNumber',
  'address.zip': 'address.zip',
  'address.city': 'address.city',
};
