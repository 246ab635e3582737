import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { partnerAdminKeys } from './partner-admin-keys';

const partnerRequestDetailSchema = contractSchema('partnerRequestDetailSchema');

/** SPEC.md section 4 names this query `partnerrequestbyid`: every partner change refetches it. */

/** GET /partner/{id}: the request, its statements, decision, invitation, account and history. */
export function getPartnerRequest(id: number, signal?: AbortSignal) {
  return api(`/partner/${id}`, { schema: partnerRequestDetailSchema, signal });
}

export const partnerRequestQueryOptions = (id: number) => queryOptions({ queryKey: partnerAdminKeys.detail(id), queryFn: ({ signal }) => getPartnerRequest(id, signal) });

export function usePartnerRequest(id: number) {
  return useQuery(partnerRequestQueryOptions(id));
}
