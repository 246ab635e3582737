import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { useAfterPartnerChange } from './refetch-partner';

const partnerRequestDetailSchema = contractSchema('partnerRequestDetailSchema');

/** PUT /partner/{id}/sign-off, the statement in the JSON body (see review-partner.ts). */
export function signOffPartner({ id, signoffStatement }: { id: number; signoffStatement: string }) {
  return api(`/partner/${id}/sign-off`, { method: 'PUT', body: { signoffStatement }, schema: partnerRequestDetailSchema });
}

export function useSignOffPartner() {
  const afterChange = useAfterPartnerChange();
  return useMutation({ mutationFn: signOffPartner, onSuccess: afterChange });
}
