import { useMutation } from '@tanstack/react-query';
import { SHORT_TIMEOUT_MS, api } from '../../../lib/api-client';
import { useCompleteLogin } from './complete-login';
import { contractSchema } from '../../../lib/lazy-schema';

const tokenPairSchema = contractSchema('tokenPairSchema');

/** The 2FA step sends no bearer (SPEC.md section 7); the server's challenge cookie ties it to the login. */
export function verifyTwoFactor(username: string, code: string) {
  return api('/2fa/verification', {
    method: 'POST',
    query: { username },
    body: { code },
    auth: false,
    timeoutMs: SHORT_TIMEOUT_MS,
    schema: tokenPairSchema,
  });
}

export function useVerifyTwoFactor(username: string) {
  const complete = useCompleteLogin();
  return useMutation({
    mutationFn: async (code: string) => complete.run(await verifyTwoFactor(username, code)),
  });
}
