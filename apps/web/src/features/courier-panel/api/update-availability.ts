import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { couriersEndpoints } from '@forkly/contracts';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { callEndpoint } from '../../../lib/endpoint-client';
import { profileKeys } from '../../../lib/query-keys';
import { courierPanelKeys } from './courier-panel-keys';

/** PUT /courier/update?availability=: go online (true) or offline (false). */
export function updateAvailability(availability: boolean) {
  return callEndpoint(couriersEndpoints.setAvailability, { query: { availability: String(availability) } });
}

/**
 * SPEC.md sections 4 and 8: a pending toast 'Changing your status' while the call runs; on failure
 * the server's message, or 'An error occurred' when there is none. Going online may bring orders.
 */
export function useUpdateAvailability() {
  const { t } = useTranslation('courier');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvailability,
    onMutate: () => {
      toast.pending(t('toast.changingStatus'));
    },
    onSuccess: async () => {
      toast.success(t('toast.statusChanged'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all() }),
        queryClient.invalidateQueries({ queryKey: courierPanelKeys.orders() }),
      ]);
    },
    onError: (error) => {
      toast.error(error instanceof ApiError && error.errorCode !== 'unknown' ? errorMessage(t, error) : t('toast.availabilityFailed'));
    },
  });
}
