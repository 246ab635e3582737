import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointPath, ticketsEndpoints, type TICKET_END_STATUSES } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { ticketKeys } from './ticket-keys';

export type TicketEndStatus = (typeof TICKET_END_STATUSES)[number];

const endpoint = ticketsEndpoints.endTicket;

/**
 * POST /service-ticket/{id}?status: staff end a ticket COMPLETED or CLOSED. The status goes in the
 * query as SPEC.md spells it; the contract types the body form, so the path and answer come from it here.
 */
export function endTicket(id: number, status: TicketEndStatus) {
  return api(endpointPath(endpoint, { id }), { method: endpoint.method, query: { status }, schema: contractSchema(endpoint.answer.schema) });
}

export function useEndTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: TicketEndStatus }) => endTicket(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all() }),
  });
}
