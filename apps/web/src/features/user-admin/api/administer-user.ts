import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { userAdminKeys } from './user-admin-keys';

const userSchema = contractSchema('userSchema');

/** The administration actions on an account, each answering the account as it is now. */
export type AdminAction = 'enable' | 'disable' | 'reset-2fa';

/** POST /user/{id}/enable, /disable or /reset-2fa; disabling and the reset end the person's sessions. */
export function administerUser({ id, action }: { id: number; action: AdminAction }) {
  return api(`/user/${id}/${action}`, { method: 'POST', schema: userSchema });
}

export function useAdministerUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: administerUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: userAdminKeys.all() }) });
}
