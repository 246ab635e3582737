import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketsEndpoints, type CreateTicketValues } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { ticketKeys } from './ticket-keys';

/** POST /ticket: the support form (SPEC.md section 5). */
export function createTicket(body: CreateTicketValues) {
  return callEndpoint(ticketsEndpoints.createTicket, { body });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTicket, onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all() }) });
}
