import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { useAfterPartnerChange } from './refetch-partner';

const partnerRequestDetailSchema = contractSchema('partnerRequestDetailSchema');

/**
 * PUT /partner/{id}/review. The statement travels in the JSON body the server also takes: up to
 * 2000 characters of any script do not fit a URL (decision 010).
 */
export function reviewPartner({ id, reviewStatement }: { id: number; reviewStatement: string }) {
  return api(`/partner/${id}/review`, { method: 'PUT', body: { reviewStatement }, schema: partnerRequestDetailSchema });
}

export function useReviewPartner() {
  const afterChange = useAfterPartnerChange();
  return useMutation({ mutationFn: reviewPartner, onSuccess: afterChange });
}
