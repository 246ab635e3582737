import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { useAfterPartnerChange } from './refetch-partner';

const partnerRequestDetailSchema = contractSchema('partnerRequestDetailSchema');

/** POST /partner/{id}/resend-invitation: a new link for an approved request; earlier links stop working. */
export function resendInvitation(id: number) {
  return api(`/partner/${id}/resend-invitation`, { method: 'POST', schema: partnerRequestDetailSchema });
}

export function useResendInvitation() {
  const afterChange = useAfterPartnerChange();
  return useMutation({ mutationFn: resendInvitation, onSuccess: afterChange });
}
