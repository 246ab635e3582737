import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { ticketKeys } from './ticket-keys';

const ticketSchema = contractSchema('ticketSchema');

/** POST /ticket/{id}/accept: staff take an OPEN ticket (it becomes IN_PROGRESS and theirs). */
export function acceptTicket(id: number) {
  return api(`/ticket/${id}/accept`, { method: 'POST', schema: ticketSchema });
}

export function useAcceptTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptTicket, onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all() }) });
}
