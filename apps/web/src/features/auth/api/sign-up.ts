import { useMutation } from '@tanstack/react-query';
import { usersEndpoints, type SignUpRequest } from '@forkly/contracts';
import { ApiError } from '../../../lib/api-error';
import { callEndpoint } from '../../../lib/endpoint-client';

/** POST /user/exist answers a boolean: true means the e-mail already has an account. */
export function userExists(email: string) {
  return callEndpoint(usersEndpoints.userExists, { query: { email } });
}

export function signUp(body: SignUpRequest) {
  return callEndpoint(usersEndpoints.signUp, { body });
}

/** SPEC.md section 4: regular sign-up checks the e-mail first and creates the user only if it is new. */
export async function registerRegular(body: SignUpRequest) {
  if (await userExists(body.email)) {
    throw new ApiError({ status: 409, errorCode: 'userAlreadyExists', message: 'User already exists' });
  }
  return signUp(body);
}

export function useRegisterRegular() {
  return useMutation({ mutationFn: registerRegular });
}
