import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
// Under ['tickets'], so a ticket's live change or a staff move on it refreshes this list too.
import { ticketKeys } from '../../tickets';

const pagedTicketsSchema = contractSchema('pagedTicketsSchema');

type TicketQuery = { serviceId: number; page: number; limit: number };

/** GET /paged-ticket?serviceId=: the tickets a staff member accepted, newest first. */
export function getHandledTickets(query: TicketQuery, signal?: AbortSignal) {
  return api('/paged-ticket', { query, schema: pagedTicketsSchema, signal });
}

export const handledTicketsQueryOptions = (query: TicketQuery) =>
  queryOptions({ queryKey: ticketKeys.handledBy(query), queryFn: ({ signal }) => getHandledTickets(query, signal) });

export function useHandledTickets(query: TicketQuery) {
  return useQuery({ ...handledTicketsQueryOptions(query), placeholderData: keepPreviousData });
}
