import { useMutation } from '@tanstack/react-query';
import { partnersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useAfterPartnerChange } from './refetch-partner';

/** POST /partner/{id}/resend-invitation: a new link for an approved request; earlier links stop working. */
export function resendInvitation(id: number) {
  return callEndpoint(partnersEndpoints.resendPartnerInvitation, { params: { id } });
}

export function useResendInvitation() {
  const afterChange = useAfterPartnerChange();
  return useMutation({ mutationFn: resendInvitation, onSuccess: afterChange });
}
