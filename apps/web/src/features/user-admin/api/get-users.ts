import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userAdminEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { userAdminKeys } from './user-admin-keys';

type ListQuery = Record<string, string | number>;

/** Every query about customers starts with this key, so one change refreshes the list and the person. */

/** GET /paged-users: the customers, filtered and sorted (staff only). */
export function getUsers(query: ListQuery, signal?: AbortSignal) {
  return callEndpoint(userAdminEndpoints.listUsers, { query }, { signal });
}

export const usersQueryOptions = (query: ListQuery) => queryOptions({ queryKey: userAdminKeys.list(query), queryFn: ({ signal }) => getUsers(query, signal) });

/** The previous page stays on screen while the next one loads, so sorting does not flash. */
export function useUsers(query: ListQuery) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}
