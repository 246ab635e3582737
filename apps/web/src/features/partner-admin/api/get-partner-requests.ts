import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { partnerAdminKeys } from './partner-admin-keys';

const pagedPartnerRequestsSchema = contractSchema('pagedPartnerRequestsSchema');

type ListQuery = Record<string, string | number>;

/** SPEC.md section 4 names this list `partnerlist`: every partner change refetches it. */

/** GET /paged-registrations: the partner requests, filtered and sorted (DATE DESC by default). */
export function getPartnerRequests(query: ListQuery, signal?: AbortSignal) {
  return api('/paged-registrations', { query, schema: pagedPartnerRequestsSchema, signal });
}

export const partnerRequestsQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: partnerAdminKeys.list(query), queryFn: ({ signal }) => getPartnerRequests(query, signal) });

/** The previous page stays on screen while the next one loads, so sorting does not flash. */
export function usePartnerRequests(query: ListQuery) {
  return useQuery({ ...partnerRequestsQueryOptions(query), placeholderData: keepPreviousData });
}
