import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTicketValues } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { ticketKeys } from './ticket-keys';

const ticketSchema = contractSchema('ticketSchema');

/** POST /ticket: the support form (SPEC.md section 5). */
export function createTicket(body: CreateTicketValues) {
  return api('/ticket', { method: 'POST', body, schema: ticketSchema });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTicket, onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all() }) });
}
