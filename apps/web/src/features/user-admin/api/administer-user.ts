import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAdminEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { userAdminKeys } from './user-admin-keys';

/** The administration actions on an account, each answering the account as it is now. */
export type AdminAction = 'enable' | 'disable' | 'reset-2fa';

const ENDPOINT_OF_ACTION = {
  enable: userAdminEndpoints.enableUser,
  disable: userAdminEndpoints.disableUser,
  'reset-2fa': userAdminEndpoints.resetTwoFactor,
} as const;

/** POST /user/{id}/enable, /disable or /reset-2fa; disabling and the reset end the person's sessions. */
export function administerUser({ id, action }: { id: number; action: AdminAction }) {
  return callEndpoint(ENDPOINT_OF_ACTION[action], { params: { id } });
}

export function useAdministerUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: administerUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: userAdminKeys.all() }) });
}
