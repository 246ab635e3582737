import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couriersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { auditKeys, orderKeys } from '../../../lib/query-keys';
import { courierAdminKeys } from './courier-admin-keys';

/**
 * PUT /courier/{id}/offline: staff take a courier offline. Its orders still waiting for pickup go
 * back to dispatch (`releasedOrderIds`); those it carries stay with it.
 */
export function setCourierOffline(courierId: number) {
  return callEndpoint(couriersEndpoints.setCourierOffline, { params: { id: courierId } });
}

export function useSetCourierOffline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCourierOffline,
    onSuccess: () => Promise.all([courierAdminKeys.all(), orderKeys.lists(), auditKeys.all()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
