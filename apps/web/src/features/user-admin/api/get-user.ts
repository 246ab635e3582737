import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { usersKey } from './get-users';

const userSchema = contractSchema('userSchema');

export const userKey = (id: number) => [...usersKey, 'detail', id] as const;

/** GET /user/{id}: one customer as staff see them (404 once the account is removed). */
export function getUser(id: number, signal?: AbortSignal) {
  return api(`/user/${id}`, { schema: userSchema, signal });
}

export const userQueryOptions = (id: number) => queryOptions({ queryKey: userKey(id), queryFn: ({ signal }) => getUser(id, signal) });

/** `id` 0 (a path that names nobody) asks nothing. */
export function useUser(id: number) {
  return useQuery({ ...userQueryOptions(id), enabled: id > 0 });
}
