import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveUserRequest } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { usersKey } from './get-users';

/**
 * DELETE /user/remove: staff send the customer's `id`, a customer its own `password`. The account
 * is erased; its orders stay, anonymised.
 */
export function removeUser(body: RemoveUserRequest) {
  return api('/user/remove', { method: 'DELETE', body });
}

/**
 * Staff removing a customer. Lists are marked stale rather than refetched at once: the person's
 * page, still on screen until the caller navigates away, would only fetch a 404.
 */
export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeUser({ id }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: usersKey, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' });
    },
  });
}
