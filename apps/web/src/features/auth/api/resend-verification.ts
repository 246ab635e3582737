import { useMutation } from '@tanstack/react-query';
import { SHORT_TIMEOUT_MS, api } from '../../../lib/api-client';

/** POST /user/verify/resend: answers the same whether or not a link was sent (decision 016). */
export function resendVerification(loginId: string) {
  return api('/user/verify/resend', { method: 'POST', body: { loginId }, timeoutMs: SHORT_TIMEOUT_MS });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
