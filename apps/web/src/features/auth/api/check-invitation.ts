import { useMutation, useQuery } from '@tanstack/react-query';
import { accountsEndpoints } from '@forkly/contracts';
import { SHORT_TIMEOUT_MS } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { authKeys } from './auth-keys';

/** GET /invitation/check: usable, used, expired, replaced or unknown; nothing else about the link. */
export function checkInvitation(code: string, signal?: AbortSignal) {
  return callEndpoint(accountsEndpoints.checkInvitation, { query: { verificationCode: code } }, { signal, timeoutMs: SHORT_TIMEOUT_MS });
}

/** Asked once per link while the form is open; the last step's own check still decides. */
export function useInvitationCheck(code: string | undefined) {
  return useQuery({
    queryKey: authKeys.invitation(code ?? ''),
    queryFn: ({ signal }) => checkInvitation(code!, signal),
    enabled: !!code,
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /invitation/renew: a new link goes to the address the old one was sent to. */
export function renewInvitation(code: string) {
  return callEndpoint(accountsEndpoints.renewInvitation, { query: { verificationCode: code } }, { timeoutMs: SHORT_TIMEOUT_MS });
}

export function useRenewInvitation() {
  return useMutation({ mutationFn: renewInvitation });
}
