import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { recordsEndpoints, type EndpointInput } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { platformRecordKeys } from './platform-records-keys';

type OutboxQuery = Record<string, string | number>;

/**
 * GET /outbox (ADMIN): what the offline mail provider kept, always newest first. The list's sort
 * keys are left out: the server refuses parameters it does not take.
 */
export function getOutbox({ orderBy: _orderBy, sortBy: _sortBy, ...query }: OutboxQuery, signal?: AbortSignal) {
  // The list screen builds the query from the URL; the server's schema checks it.
  return callEndpoint(recordsEndpoints.outbox, { query: query as EndpointInput<typeof recordsEndpoints.outbox>['query'] }, { signal });
}

export const outboxQueryOptions = (query: OutboxQuery) =>
  queryOptions({ queryKey: platformRecordKeys.outbox(query), queryFn: ({ signal }) => getOutbox(query, signal) });

export function useOutbox(query: OutboxQuery) {
  return useQuery({ ...outboxQueryOptions(query), placeholderData: keepPreviousData });
}
