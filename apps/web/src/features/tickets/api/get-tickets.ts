import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ticketsEndpoints, type PagedTicketsQuery } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { ticketKeys } from './ticket-keys';

/** GET /paged-ticket (SPEC.md section 3's ticket filters); non-staff get only their own. */
export function getTickets(query: PagedTicketsQuery) {
  return callEndpoint(ticketsEndpoints.listTickets, { query });
}

export const ticketsQueryOptions = (query: PagedTicketsQuery) =>
  queryOptions({ queryKey: ticketKeys.list(query), queryFn: () => getTickets(query), placeholderData: keepPreviousData });

export function useTickets(query: PagedTicketsQuery) {
  return useQuery(ticketsQueryOptions(query));
}
