import { queryOptions, useQuery } from '@tanstack/react-query';
import { profilesEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { userAdminKeys } from './user-admin-keys';

/** GET /user/{id}: one customer as staff see them (404 once the account is removed). */
export function getUser(id: number, signal?: AbortSignal) {
  return callEndpoint(profilesEndpoints.getUserProfile, { params: { id } }, { signal });
}

export const userQueryOptions = (id: number) => queryOptions({ queryKey: userAdminKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

/** `id` 0 (a path that names nobody) asks nothing. */
export function useUser(id: number) {
  return useQuery({ ...userQueryOptions(id), enabled: id > 0 });
}
