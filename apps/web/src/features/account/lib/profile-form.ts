import type { z } from 'zod';
import type { UpdateUserRequest, User } from '@forkly/contracts';
import type { profileFormSchema } from './profile-form-schema';

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export function profileDefaults(user: User): ProfileFormInput {
  return {
    firstname: user.firstName,
    lastname: user.lastName,
    contact: user.contact,
    email: user.email,
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
  if (dirty.address) {
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
