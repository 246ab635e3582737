import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketsEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { ticketKeys } from './ticket-keys';

/** GET /ticket/{id} */
export function getTicket(id: number) {
  return callEndpoint(ticketsEndpoints.getTicket, { params: { id } });
}

export const ticketQueryOptions = (id: number) => queryOptions({ queryKey: ticketKeys.detail(id), queryFn: () => getTicket(id) });

export function useTicket(id: number) {
  return useQuery(ticketQueryOptions(id));
}
