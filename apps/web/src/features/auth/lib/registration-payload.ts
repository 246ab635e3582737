import type { AddressInput, SignUpRequest } from '@forkly/contracts';
import type { SignupData } from '../../../stores/signup-store';
import type { Completion } from '../api/complete-account';
import type { LoginInfoValues } from './register-schemas';

/**
 * SPEC.md section 3: floor is always 0 and apartmentNr empty at sign-up. The place id goes along
 * when the address was searched; never coordinates, as the server locates it (decision 017).
 */
export function signupAddress(data: SignupData): AddressInput {
  const address: AddressInput = {
    street: data.street ?? '',
    houseNumber: data.houseNumber ?? '',
    zip: data.zip ?? '',
    city: data.city ?? '',
    floor: 0,
    apartmentNr: '',
  };
  return data.placeId ? { ...address, placeId: data.placeId } : address;
}

const noSpaces = (value: string | undefined) => (value ?? '').replace(/\s+/g, '');

/** The regular sign-up payload: contact without spaces, provider LOCAL. */
export function regularPayload(data: SignupData, login: LoginInfoValues): SignUpRequest {
  return {
    firstName: data.firstname ?? '',
    lastName: data.lastname ?? '',
    contact: noSpaces(data.contact),
    address: signupAddress(data),
    email: data.email ?? '',
    password: login.password,
    username: login.username,
    provider: 'LOCAL',
  };
}

/** The completion payload of an invited restaurant, courier or service account. */
export function completionPayload(data: SignupData, login: LoginInfoValues, code: string): Completion {
  const credentials = {
    contact: noSpaces(data.contact),
    newPassword: login.password,
    repeatPass: login.repeatpassword,
    username: login.username,
    address: signupAddress(data),
  };
  if (data.type === 'restaurant') {
    return { type: 'restaurant', code, body: { ...credentials, name: data.name ?? '', bio: data.bio ?? '' } };
  }
  const type = data.type === 'service' ? 'service' : 'courier';
  return { type, code, body: { ...credentials, firstName: data.firstname ?? '', lastName: data.lastname ?? '' } };
}

/** API field names -> this step's form fields; other fields belong to earlier steps. */
export const LOGIN_INFO_SERVER_FIELDS: Record<string, string> = {
  username: 'username',
  password: 'password',
  newPassword: 'password',
  repeatPass: 'repeatpassword',
  repeatpassword: 'repeatpassword',
};
