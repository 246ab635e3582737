import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@forkly/contracts';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useRemoveRestaurants } from '../api/remove-restaurants';

/**
 * Removing branches through POST /restaurant/job/remove-restaurants, after a confirmation: which
 * are about to go, whether the dialog is open, and the call. Used by staff on a restaurant's page
 * and by a restaurant admin on its own branches.
 */
export function useBranchRemoval(onRemoved?: () => void) {
  const { t } = useTranslation(['restaurantDirectory', 'errors']);
  const removal = useRemoveRestaurants();
  const [doomed, setDoomed] = useState<Branch[]>([]);
  const [open, setOpen] = useState(false);

  const ask = (branches: Branch[]) => {
    setDoomed(branches);
    setOpen(true);
  };
  const confirm = () =>
    removal.mutate(
      doomed.map((b) => b.id),
      {
        onSuccess: (result) => {
          setOpen(false);
          toast.success(t('restaurantDirectory:branches.removed', { count: result.removedRestaurantIds.length, orders: result.cancelledOrderIds.length }));
          onRemoved?.();
        },
        onError: (error) => {
          setOpen(false);
          toast.error(errorMessage(t, error));
        },
      },
    );

  return {
    ask,
    dialog: { open, names: doomed.map((b) => b.name), branches: true, busy: removal.isPending, onConfirm: confirm, onCancel: () => setOpen(false) },
  };
}
