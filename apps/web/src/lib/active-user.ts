import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@forkly/contracts';
import { callEndpoint } from './endpoint-client';
import { useSession } from './session';

/** The logged-in account's one query. */
export const activeUserKeys = {
  all: () => ['active-user'] as const,
};

export function getActiveUser() {
  return callEndpoint(authEndpoints.activeUser, {});
}

export const activeUserQueryOptions = () => queryOptions({ queryKey: activeUserKeys.all(), queryFn: getActiveUser });

/** The logged-in account (role, id, saved address); disabled for visitors. */
export function useActiveUser() {
  const status = useSession((s) => s.status);
  return useQuery({ ...activeUserQueryOptions(), enabled: status === 'authenticated' });
}
