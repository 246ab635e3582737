import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';

const partnerRequestDetailSchema = contractSchema('partnerRequestDetailSchema');

/** SPEC.md section 4 names this query `partnerrequestbyid`: every partner change refetches it. */
export const PARTNER_DETAIL_KEY = 'partnerrequestbyid';
export const partnerRequestQueryKey = (id: number) => [PARTNER_DETAIL_KEY, id] as const;

/** GET /partner/{id}: the request, its statements, decision, invitation, account and history. */
export function getPartnerRequest(id: number, signal?: AbortSignal) {
  return api(`/partner/${id}`, { schema: partnerRequestDetailSchema, signal });
}

export const partnerRequestQueryOptions = (id: number) => queryOptions({ queryKey: partnerRequestQueryKey(id), queryFn: ({ signal }) => getPartnerRequest(id, signal) });

export function usePartnerRequest(id: number) {
  return useQuery(partnerRequestQueryOptions(id));
}
