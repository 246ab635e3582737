import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketsEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { ticketKeys } from './ticket-keys';

/** POST /ticket/{id}/accept: staff take an OPEN ticket (it becomes IN_PROGRESS and theirs). */
export function acceptTicket(id: number) {
  return callEndpoint(ticketsEndpoints.acceptTicket, { params: { id } });
}

export function useAcceptTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptTicket, onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all() }) });
}
