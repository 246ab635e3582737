import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffEndpoints, type StaffInviteRequest } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { auditKeys } from '../../../lib/query-keys';
import { staffKeys } from './staff-keys';

/** POST /credential: ADMIN invites a SERVICE or ADMIN member by e-mail (the link goes by mail only). */
export function inviteStaff(body: StaffInviteRequest) {
  return callEndpoint(staffEndpoints.inviteStaff, { body });
}

/** The audit log records the invitation, so its views refresh too. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: staffKeys.all() }), queryClient.invalidateQueries({ queryKey: auditKeys.all() })]),
  });
}
