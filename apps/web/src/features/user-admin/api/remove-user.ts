import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeUser } from '../../account';
import { orderKeys } from '../../../lib/query-keys';
import { userAdminKeys } from './user-admin-keys';

/**
 * Staff removing a customer. Lists are marked stale rather than refetched at once: the person's
 * page, still on screen until the caller navigates away, would only fetch a 404.
 */
export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeUser({ id }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userAdminKeys.all(), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists(), refetchType: 'none' });
    },
  });
}
