import { useMutation } from '@tanstack/react-query';
import { partnersEndpoints, type PartnerDecidedState } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useAfterPartnerChange } from './refetch-partner';

/** PUT /partner/{id}/change-state?state=APPROVED|REJECTED (SPEC.md section 7). */
export function decidePartnerRequest({ id, state }: { id: number; state: PartnerDecidedState }) {
  return callEndpoint(partnersEndpoints.decidePartnerRequest, { params: { id }, query: { state } });
}

export function useDecidePartnerRequest() {
  const afterChange = useAfterPartnerChange();
  return useMutation({ mutationFn: decidePartnerRequest, onSuccess: afterChange });
}
