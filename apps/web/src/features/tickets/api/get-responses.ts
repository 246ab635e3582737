import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedResponsesQuery } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { ticketsKey } from './get-tickets';
import { contractSchema } from '../../../lib/lazy-schema';

const pagedResponsesSchema = contractSchema('pagedResponsesSchema');

export const responsesKey = (query: PagedResponsesQuery) => [...ticketsKey, 'responses', query] as const;

/** GET /paged-response?page&limit=10&ticketId: the conversation, oldest first. */
export function getResponses(query: PagedResponsesQuery) {
  return api('/paged-response', { query: { ...query }, schema: pagedResponsesSchema });
}

export const responsesQueryOptions = (query: PagedResponsesQuery) =>
  queryOptions({ queryKey: responsesKey(query), queryFn: () => getResponses(query), placeholderData: keepPreviousData });

export function useResponses(query: PagedResponsesQuery) {
  return useQuery(responsesQueryOptions(query));
}
