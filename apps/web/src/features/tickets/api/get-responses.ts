import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedResponsesQuery } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { ticketKeys } from './ticket-keys';

const pagedResponsesSchema = contractSchema('pagedResponsesSchema');

/** GET /paged-response?page&limit=10&ticketId: the conversation, oldest first. */
export function getResponses(query: PagedResponsesQuery) {
  return api('/paged-response', { query: { ...query }, schema: pagedResponsesSchema });
}

export const responsesQueryOptions = (query: PagedResponsesQuery) =>
  queryOptions({ queryKey: ticketKeys.responses(query), queryFn: () => getResponses(query), placeholderData: keepPreviousData });

export function useResponses(query: PagedResponsesQuery) {
  return useQuery(responsesQueryOptions(query));
}
