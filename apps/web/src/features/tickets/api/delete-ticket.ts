import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketsEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { ticketKeys } from './ticket-keys';

/** DELETE /ticket/{id}: the creator withdraws an OPEN, unanswered ticket; ADMIN deletes any (recorded). */
export function deleteTicket(id: number) {
  return callEndpoint(ticketsEndpoints.removeTicket, { params: { id } });
}

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicket,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: ticketKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: ticketKeys.all() });
    },
  });
}
