import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { staffKeys } from './staff-keys';

type ListQuery = Record<string, string | number>;

/** Every staff query starts with this key, so an invitation or a disable refreshes them all. */

/** GET /services (ADMIN): the SERVICE and ADMIN accounts, filtered, sorted and paged. */
export function getStaff(query: ListQuery, signal?: AbortSignal) {
  return callEndpoint(staffEndpoints.listStaff, { query }, { signal });
}

export const staffQueryOptions = (query: ListQuery) => queryOptions({ queryKey: staffKeys.list(query), queryFn: ({ signal }) => getStaff(query, signal) });

/** The previous page stays on screen while the next one loads. */
export function useStaff(query: ListQuery) {
  return useQuery({ ...staffQueryOptions(query), placeholderData: keepPreviousData });
}
