import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketResponseRequest } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { ticketKeys } from './ticket-keys';

const ticketResponseSchema = contractSchema('ticketResponseSchema');

/** POST /response/ticket/{id}; the response travels in the body (DESIGN.md section 4: no text in logged URLs). */
export function respondToTicket(id: number, body: TicketResponseRequest) {
  return api(`/response/ticket/${id}`, { method: 'POST', body, schema: ticketResponseSchema });
}

/** Refreshes the ticket (its status) and its responses alike. */
export function useRespondToTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketResponseRequest) => respondToTicket(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all() }),
  });
}
