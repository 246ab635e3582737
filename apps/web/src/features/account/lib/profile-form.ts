import type { z } from 'zod';
import type { UpdateUserRequest, User } from '@forkly/contracts';
import type { profileFormSchema } from './profile-form-schema';

/** The customer's form; a staff form is the same without `address`. */
export type ProfileFormInput = Omit<z.input<typeof profileFormSchema>, 'address'> & Partial<Pick<z.input<typeof profileFormSchema>, 'address'>>;
export type ProfileFormValues = Omit<z.output<typeof profileFormSchema>, 'address'> & Partial<Pick<z.output<typeof profileFormSchema>, 'address'>>;

export function profileDefaults(user: User, withAddress: boolean): ProfileFormInput {
  const base = { firstname: user.firstName, lastname: user.lastName, contact: user.contact, email: user.email };
  if (!withAddress) return base;
  return {
    ...base,
    address: {
      street: user.address?.street ?? '',
      houseNumber: user.address?.houseNumber ?? '',
      zip: user.address?.zip ?? '',
      city: user.address?.city ?? '',
    },
  };
}

type Dirty = Partial<Record<keyof ProfileFormInput, unknown>>;

/** Sends only what changed, so an unchanged e-mail is never re-checked for uniqueness. */
export function profilePayload(user: User, values: ProfileFormValues, dirty: Dirty): UpdateUserRequest {
  const body: UpdateUserRequest = {};
  if (dirty.firstname) body.firstName = values.firstname;
  if (dirty.lastname) body.lastName = values.lastname;
  if (dirty.contact) body.contact = values.contact;
  if (dirty.email) body.email = values.email;
  if (dirty.address && values.address) {
    // Keep what this form does not show (apartment, floor); coordinates follow the new address.
    body.address = { ...values.address, apartmentNr: user.address?.apartmentNr ?? '', floor: user.address?.floor ?? 0 };
  }
  return body;
}

export const PROFILE_SERVER_FIELDS: Record<string, string> = {
  firstName: 'firstname',
  lastName: 'lastname',
  contact: 'contact',
  email: 'email',
  'address.street': 'address.street',
  'address.houseNumber': 'address.houseNumber',
  'address.zip': 'address.zip',
  'address.city': 'address.city',
  address: 'address.street',
};
