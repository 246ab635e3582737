import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TICKET_END_STATUSES } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { ticketKeys } from './ticket-keys';

const ticketSchema = contractSchema('ticketSchema');

export type TicketEndStatus = (typeof TICKET_END_STATUSES)[number];

/** POST /service-ticket/{id}?status: staff end a ticket COMPLETED or CLOSED. */
export function endTicket(id: number, status: TicketEndStatus) {
  return api(`/service-ticket/${id}`, { method: 'POST', query: { status }, schema: ticketSchema });
}

export function useEndTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TicketEndStatus }) => endTicket(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all() }),
  });
}
