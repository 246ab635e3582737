import type { z } from 'zod';
import type { AddBranchRequest } from '@forkly/contracts';
import type { branchFormSchema } from './branch-form-schema';

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
