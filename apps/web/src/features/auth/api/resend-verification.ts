import { useMutation } from '@tanstack/react-query';
import { usersEndpoints } from '@forkly/contracts';
import { SHORT_TIMEOUT_MS } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';

/** POST /user/verify/resend: answers the same whether or not a link was sent (decision 016). */
export function resendVerification(loginId: string) {
  return callEndpoint(usersEndpoints.resendVerification, { body: { loginId } }, { timeoutMs: SHORT_TIMEOUT_MS });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
