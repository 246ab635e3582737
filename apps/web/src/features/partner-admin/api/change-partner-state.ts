import { useMutation } from '@tanstack/react-query';
import type { PartnerDecision } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { useAfterPartnerChange } from './refetch-partner';

const partnerRequestDetailSchema = contractSchema('partnerRequestDetailSchema');

/** PUT /partner/{id}/change-state?state=APPROVED|REJECTED (SPEC.md section 7). */
export function changePartnerState({ id, state }: { id: number; state: PartnerDecision }) {
  return api(`/partner/${id}/change-state`, { method: 'PUT', query: { state }, schema: partnerRequestDetailSchema });
}

export function useChangePartnerState() {
  const afterChange = useAfterPartnerChange();
  return useMutation({ mutationFn: changePartnerState, onSuccess: afterChange });
}
