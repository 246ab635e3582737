import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { platformRecordKeys } from './platform-records-keys';

const pagedOutboxSchema = contractSchema('pagedOutboxSchema');

type OutboxQuery = Record<string, string | number>;

/**
 * GET /outbox (ADMIN): what the offline mail provider kept, always newest first. The list's sort
 * keys are left out: the server refuses parameters it does not take.
 */
export function getOutbox({ orderBy: _orderBy, sortBy: _sortBy, ...query }: OutboxQuery, signal?: AbortSignal) {
  return api('/outbox', { query, schema: pagedOutboxSchema, signal });
}

export const outboxQueryOptions = (query: OutboxQuery) => queryOptions({ queryKey: platformRecordKeys.outbox(query), queryFn: ({ signal }) => getOutbox(query, signal) });

export function useOutbox(query: OutboxQuery) {
  return useQuery({ ...outboxQueryOptions(query), placeholderData: keepPreviousData });
}
