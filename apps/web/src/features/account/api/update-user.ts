import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints, type UpdateUserRequest } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { activeUserKeys } from '../../../lib/active-user';
import { profileKeys } from '../../../lib/query-keys';

/** PUT /user: the caller edits their own profile. */
export function updateUser(body: UpdateUserRequest) {
  return callEndpoint(usersEndpoints.updateUser, { body });
}

/** Refreshes the profile and the active user (its saved address) with the same keys they load by. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: profileKeys.all() }), queryClient.invalidateQueries({ queryKey: activeUserKeys.all() })]),
  });
}
