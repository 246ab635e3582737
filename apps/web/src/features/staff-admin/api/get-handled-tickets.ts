import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ticketsEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
// Under ['tickets'], so a ticket's live change or a staff move on it refreshes this list too.
import { ticketKeys } from '../../tickets';

type TicketQuery = { serviceId: number; page: number; limit: number };

/** GET /paged-ticket?serviceId=: the tickets a staff member accepted, newest first. */
export function getHandledTickets(query: TicketQuery, signal?: AbortSignal) {
  return callEndpoint(ticketsEndpoints.listTickets, { query }, { signal });
}

export const handledTicketsQueryOptions = (query: TicketQuery) =>
  queryOptions({ queryKey: ticketKeys.handledBy(query), queryFn: ({ signal }) => getHandledTickets(query, signal) });

export function useHandledTickets(query: TicketQuery) {
  return useQuery({ ...handledTicketsQueryOptions(query), placeholderData: keepPreviousData });
}
