import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAdminEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { auditKeys } from '../../../lib/query-keys';
import { staffKeys } from './staff-keys';

/**
 * POST /user/{id}/disable and /enable (the user administration's calls): ADMIN may administer any
 * staff account but its own. A disabled account cannot log in and its sessions end.
 */
export function setStaffEnabled({ id, enabled }: { id: number; enabled: boolean }) {
  return callEndpoint(enabled ? userAdminEndpoints.enableUser : userAdminEndpoints.disableUser, { params: { id } });
}

export function useSetStaffEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffEnabled,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: staffKeys.all() }), queryClient.invalidateQueries({ queryKey: auditKeys.all() })]),
  });
}
