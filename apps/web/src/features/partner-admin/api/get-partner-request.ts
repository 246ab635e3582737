import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { partnerAdminKeys } from './partner-admin-keys';

/** SPEC.md section 4 names this query `partnerrequestbyid`: every partner change refetches it. */

/** GET /partner/{id}: the request, its statements, decision, invitation, account and history. */
export function getPartnerRequest(id: number, signal?: AbortSignal) {
  return callEndpoint(partnersEndpoints.getPartnerRequest, { params: { id } }, { signal });
}

export const partnerRequestQueryOptions = (id: number) =>
  queryOptions({ queryKey: partnerAdminKeys.detail(id), queryFn: ({ signal }) => getPartnerRequest(id, signal) });

export function usePartnerRequest(id: number) {
  return useQuery(partnerRequestQueryOptions(id));
}
