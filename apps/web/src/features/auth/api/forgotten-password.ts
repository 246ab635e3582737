import { useMutation } from '@tanstack/react-query';
import { passwordsEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Step 1: always answered 202, so nobody can probe which usernames exist (DESIGN.md section 4). */
export function requestResetCode(username: string) {
  return callEndpoint(passwordsEndpoints.requestPasswordReset, { body: { username } });
}

export interface ResetPasswordBody {
  username: string;
  password: string;
  repeatedPassword: string;
  code: string;
}

/** Step 2: the code from the e-mail sets the new password; secrets travel in the body. */
export function resetPassword(body: ResetPasswordBody) {
  return callEndpoint(passwordsEndpoints.resetPassword, { body });
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
