import { useMutation } from '@tanstack/react-query';
import type { SignUpRequest } from '@forkly/contracts';
import { ApiError } from '../../../lib/api-error';
import { api } from '../../../lib/api-client';
import { contractSchema, lazySchema } from '../../../lib/lazy-schema';

const existsSchema = lazySchema(() => import('../lib/register-schemas').then((m) => m.userExistsAnswerSchema));
const createdSchema = contractSchema('createdSchema');

/** POST /user/exist answers a boolean: true means the e-mail already has an account. */
export function userExists(email: string) {
  return api('/user/exist', { method: 'POST', query: { email }, schema: existsSchema });
}

export function signUp(body: SignUpRequest) {
  return api('/user/sign-up', { method: 'POST', body, schema: createdSchema });
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
