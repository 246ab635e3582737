import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { recordsEndpoints, type EndpointInput } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { auditKeys } from '../../../lib/query-keys';

type AuditQuery = Record<string, string | number>;

/** Under ['audit'], so a screen that records an action can refresh every audit view at once. */
/**
 * GET /audit-log (ADMIN): the record of staff actions, always newest first. The list's sort keys
 * are left out: the server refuses parameters it does not take.
 */
export function getAuditLog({ orderBy: _orderBy, sortBy: _sortBy, ...query }: AuditQuery, signal?: AbortSignal) {
  // The list screen builds the query from the URL; the server's schema checks it.
  return callEndpoint(recordsEndpoints.auditLog, { query: query as EndpointInput<typeof recordsEndpoints.auditLog>['query'] }, { signal });
}

export const auditLogQueryOptions = (query: AuditQuery) =>
  queryOptions({ queryKey: auditKeys.list(query), queryFn: ({ signal }) => getAuditLog(query, signal) });

export function useAuditLog(query: AuditQuery) {
  return useQuery({ ...auditLogQueryOptions(query), placeholderData: keepPreviousData });
}
