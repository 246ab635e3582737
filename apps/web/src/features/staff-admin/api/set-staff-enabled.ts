import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { auditKeys } from '../../../lib/query-keys';
import { staffKeys } from './staff-keys';

const userSchema = contractSchema('userSchema');

/**
 * POST /user/{id}/disable and /enable (the user administration's calls): ADMIN may administer any
 * staff account but its own. A disabled account cannot log in and its sessions end.
 */
export function setStaffEnabled({ id, enabled }: { id: number; enabled: boolean }) {
  return api(`/user/${id}/${enabled ? 'enable' : 'disable'}`, { method: 'POST', schema: userSchema });
}

export function useSetStaffEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffEnabled,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: staffKeys.all() }), queryClient.invalidateQueries({ queryKey: auditKeys.all() })]),
  });
}
