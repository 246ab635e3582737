import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { auditKeys, orderKeys } from '../../../lib/query-keys';
import { courierAdminKeys } from './courier-admin-keys';

const courierOfflineResultSchema = contractSchema('courierOfflineResultSchema');

/**
 * PUT /courier/{id}/offline: staff take a courier offline. Its orders still waiting for pickup go
 * back to dispatch (`releasedOrderIds`); those it carries stay with it.
 */
export function setCourierOffline(courierId: number) {
  return api(`/courier/${courierId}/offline`, { method: 'PUT', schema: courierOfflineResultSchema });
}

export function useSetCourierOffline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCourierOffline,
    onSuccess: () =>
      Promise.all([courierAdminKeys.all(), orderKeys.lists(), auditKeys.all()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
