import { useMutation } from '@tanstack/react-query';
import { partnersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useAfterPartnerChange } from './refetch-partner';

/**
 * PUT /partner/{id}/review. The statement travels in the JSON body the server also takes: up to
 * 2000 characters of any script do not fit a URL (decision 010).
 */
export function reviewPartner({ id, reviewStatement }: { id: number; reviewStatement: string }) {
  return callEndpoint(partnersEndpoints.reviewPartnerRequest, { params: { id }, body: { reviewStatement } });
}

export function useReviewPartner() {
  const afterChange = useAfterPartnerChange();
  return useMutation({ mutationFn: reviewPartner, onSuccess: afterChange });
}
