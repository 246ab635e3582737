import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { couriersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { errorMessage } from '../../../lib/error-message';
import { orderKeys } from '../../../lib/query-keys';
import { toast } from '../../../stores/toast-store';
import { courierPanelKeys } from './courier-panel-keys';

/** PUT /courier/trip/{id}/pickup: every order of the trip is in the bag. */
export function confirmTripPickup(tripId: number) {
  return callEndpoint(couriersEndpoints.confirmTripPickup, { params: { id: tripId }, body: {} });
}

/** SPEC.md section 4: after the change the order lists and the courier's lists are refreshed; success says 'Status updated successfully'. */
export function useConfirmTripPickup() {
  const { t } = useTranslation('courier');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTripPickup,
    onSuccess: async () => {
      toast.success(t('toast.statusUpdated'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: courierPanelKeys.orders() }),
      ]);
    },
    onError: (error) => {
      toast.error(errorMessage(t, error));
    },
  });
}
