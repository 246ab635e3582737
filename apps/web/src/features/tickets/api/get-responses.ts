import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ticketsEndpoints, type PagedResponsesQuery } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { ticketKeys } from './ticket-keys';

/** GET /paged-response?page&limit=10&ticketId: the conversation, oldest first. */
export function getResponses(query: PagedResponsesQuery) {
  return callEndpoint(ticketsEndpoints.listResponses, { query });
}

export const responsesQueryOptions = (query: PagedResponsesQuery) =>
  queryOptions({ queryKey: ticketKeys.responses(query), queryFn: () => getResponses(query), placeholderData: keepPreviousData });

export function useResponses(query: PagedResponsesQuery) {
  return useQuery(responsesQueryOptions(query));
}
