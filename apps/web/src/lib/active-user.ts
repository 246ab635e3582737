import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';
import { contractSchema } from './lazy-schema';

const activeUserSchema = contractSchema('activeUserSchema');

/** The logged-in account's one query. */
export const activeUserKeys = {
  all: () => ['active-user'] as const,
};

export function getActiveUser() {
  return api('/active-user', { schema: activeUserSchema });
}

export const activeUserQueryOptions = () => queryOptions({ queryKey: activeUserKeys.all(), queryFn: getActiveUser });

/** The logged-in account (role, id, saved address); disabled for visitors. */
export function useActiveUser() {
  const status = useSession((s) => s.status);
  return useQuery({ ...activeUserQueryOptions(), enabled: status === 'authenticated' });
}
