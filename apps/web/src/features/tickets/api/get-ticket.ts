import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketsKey } from './get-tickets';
import { contractSchema } from '../../../lib/lazy-schema';

const ticketSchema = contractSchema('ticketSchema');

export const ticketKey = (id: number) => [...ticketsKey, 'detail', id] as const;

/** GET /ticket/{id} */
export function getTicket(id: number) {
  return api(`/ticket/${id}`, { schema: ticketSchema });
}

export const ticketQueryOptions = (id: number) => queryOptions({ queryKey: ticketKey(id), queryFn: () => getTicket(id) });

export function useTicket(id: number) {
  return useQuery(ticketQueryOptions(id));
}
