import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useSession } from './session';
import { contractSchema } from './lazy-schema';
import { activeUserKeys } from './query-keys';

const activeUserSchema = contractSchema('activeUserSchema');

export function getActiveUser() {
  return api('/active-user', { schema: activeUserSchema });
}

export const activeUserQueryOptions = () => queryOptions({ queryKey: activeUserKeys.all(), queryFn: getActiveUser });

/** The logged-in account (role, id, saved address); disabled for visitors. */
export function useActiveUser() {
  const status = useSession((s) => s.status);
  return useQuery({ ...activeUserQueryOptions(), enabled: status === 'authenticated' });
}
