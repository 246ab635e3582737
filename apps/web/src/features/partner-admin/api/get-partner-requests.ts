import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { partnersEndpoints, type EndpointInput } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { partnerAdminKeys } from './partner-admin-keys';

type ListQuery = Record<string, string | number>;
type RegistrationsQuery = EndpointInput<typeof partnersEndpoints.listPartnerRequests>['query'];

/** SPEC.md section 4 names this list `partnerlist`: every partner change refetches it. */

/** GET /paged-registrations: the partner requests, filtered and sorted (DATE DESC by default). */
export function getPartnerRequests(query: ListQuery, signal?: AbortSignal) {
  // The list's filters come from the address bar; the server's schema checks them.
  return callEndpoint(partnersEndpoints.listPartnerRequests, { query: query as RegistrationsQuery }, { signal });
}

export const partnerRequestsQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: partnerAdminKeys.list(query), queryFn: ({ signal }) => getPartnerRequests(query, signal) });

/** The previous page stays on screen while the next one loads, so sorting does not flash. */
export function usePartnerRequests(query: ListQuery) {
  return useQuery({ ...partnerRequestsQueryOptions(query), placeholderData: keepPreviousData });
}
