import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PagedTicketsQuery } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { ticketKeys } from './ticket-keys';

const pagedTicketsSchema = contractSchema('pagedTicketsSchema');

/** Every ticket query starts with this key, so one invalidation refreshes lists, details and responses. */

/** GET /paged-ticket (SPEC.md section 3's ticket filters); non-staff get only their own. */
export function getTickets(query: PagedTicketsQuery) {
  return api('/paged-ticket', { query: { ...query }, schema: pagedTicketsSchema });
}

export const ticketsQueryOptions = (query: PagedTicketsQuery) =>
  queryOptions({ queryKey: ticketKeys.list(query), queryFn: () => getTickets(query), placeholderData: keepPreviousData });

export function useTickets(query: PagedTicketsQuery) {
  return useQuery(ticketsQueryOptions(query));
}
