import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { staffKeys } from './staff-keys';

const pagedStaffSchema = contractSchema('pagedStaffSchema');

type ListQuery = Record<string, string | number>;

/** Every staff query starts with this key, so an invitation or a disable refreshes them all. */

/** GET /services (ADMIN): the SERVICE and ADMIN accounts, filtered, sorted and paged. */
export function getStaff(query: ListQuery, signal?: AbortSignal) {
  return api('/services', { query, schema: pagedStaffSchema, signal });
}

export const staffQueryOptions = (query: ListQuery) => queryOptions({ queryKey: staffKeys.list(query), queryFn: ({ signal }) => getStaff(query, signal) });

/** The previous page stays on screen while the next one loads. */
export function useStaff(query: ListQuery) {
  return useQuery({ ...staffQueryOptions(query), placeholderData: keepPreviousData });
}
