import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { ticketKeys } from './ticket-keys';

const ticketSchema = contractSchema('ticketSchema');

/** GET /ticket/{id} */
export function getTicket(id: number) {
  return api(`/ticket/${id}`, { schema: ticketSchema });
}

export const ticketQueryOptions = (id: number) => queryOptions({ queryKey: ticketKeys.detail(id), queryFn: () => getTicket(id) });

export function useTicket(id: number) {
  return useQuery(ticketQueryOptions(id));
}
