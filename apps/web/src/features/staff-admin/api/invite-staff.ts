import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffInviteRequest } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { auditKeys } from '../../../lib/query-keys';
import { staffKeys } from './staff-keys';

const staffInvitationSchema = contractSchema('staffInvitationSchema');

/** POST /credential: ADMIN invites a SERVICE or ADMIN member by e-mail (the link goes by mail only). */
export function inviteStaff(body: StaffInviteRequest) {
  return api('/credential', { method: 'POST', body, schema: staffInvitationSchema });
}

/** The audit log records the invitation, so its views refresh too. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: staffKeys.all() }), queryClient.invalidateQueries({ queryKey: auditKeys.all() })]),
  });
}
