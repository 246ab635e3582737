import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { userAdminKeys } from './user-admin-keys';

const userSchema = contractSchema('userSchema');

/** GET /user/{id}: one customer as staff see them (404 once the account is removed). */
export function getUser(id: number, signal?: AbortSignal) {
  return api(`/user/${id}`, { schema: userSchema, signal });
}

export const userQueryOptions = (id: number) => queryOptions({ queryKey: userAdminKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

/** `id` 0 (a path that names nobody) asks nothing. */
export function useUser(id: number) {
  return useQuery({ ...userQueryOptions(id), enabled: id > 0 });
}
