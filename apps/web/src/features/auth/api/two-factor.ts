import { useMutation } from '@tanstack/react-query';
import { twoFactorEndpoints } from '@forkly/contracts';
import { SHORT_TIMEOUT_MS } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useCompleteLogin } from './complete-login';

/** The 2FA step sends no bearer (SPEC.md section 7); the server's challenge cookie ties it to the login. */
export function verifyTwoFactor(username: string, code: string) {
  return callEndpoint(twoFactorEndpoints.verifyTwoFactor, { query: { username }, body: { code } }, { auth: false, timeoutMs: SHORT_TIMEOUT_MS });
}

export function useVerifyTwoFactor(username: string) {
  const complete = useCompleteLogin();
  return useMutation({
    mutationFn: async (code: string) => complete.run(await verifyTwoFactor(username, code)),
  });
}
