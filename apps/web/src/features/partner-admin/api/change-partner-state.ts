import { useMutation } from '@tanstack/react-query';
import { partnersEndpoints, type PartnerDecision } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useAfterPartnerChange } from './refetch-partner';

/** PUT /partner/{id}/change-state?state=APPROVED|REJECTED (SPEC.md section 7). */
export function changePartnerState({ id, state }: { id: number; state: PartnerDecision }) {
  return callEndpoint(partnersEndpoints.changePartnerRequestState, { params: { id }, query: { state } });
}

export function useChangePartnerState() {
  const afterChange = useAfterPartnerChange();
  return useMutation({ mutationFn: changePartnerState, onSuccess: afterChange });
}
