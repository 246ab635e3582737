import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketsEndpoints, type TicketResponseRequest } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { ticketKeys } from './ticket-keys';

/** POST /response/ticket/{id}; the response travels in the body (DESIGN.md section 4: no text in logged URLs). */
export function respondToTicket(id: number, body: TicketResponseRequest) {
  return callEndpoint(ticketsEndpoints.respondToTicket, { params: { id }, body });
}

/** Refreshes the ticket (its status) and its responses alike. */
export function useRespondToTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketResponseRequest) => respondToTicket(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all() }),
  });
}
