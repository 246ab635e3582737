import { useMutation } from '@tanstack/react-query';
import { partnersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useAfterPartnerChange } from './refetch-partner';

/** PUT /partner/{id}/sign-off, the statement in the JSON body (see review-partner.ts). */
export function signOffPartner({ id, signoffStatement }: { id: number; signoffStatement: string }) {
  return callEndpoint(partnersEndpoints.signOffPartnerRequest, { params: { id }, body: { signoffStatement } });
}

export function useSignOffPartner() {
  const afterChange = useAfterPartnerChange();
  return useMutation({ mutationFn: signOffPartner, onSuccess: afterChange });
}
