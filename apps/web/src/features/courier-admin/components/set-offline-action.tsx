import { PowerOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourierDetail } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useSetCourierOffline } from '../api/set-courier-offline';
import { courierName, REASSIGNABLE_STATUS } from '../lib/courier-filters';

/**
 * "Set offline", after a confirmation that says what happens to the orders it holds: those still
 * to be picked up go back to dispatch, those picked up stay with the courier to deliver.
 */
export function SetOfflineAction({ courier }: { courier: CourierDetail }) {
  const { t } = useTranslation(['courierAdmin', 'errors']);
  const setOffline = useSetCourierOffline();
  const [asking, setAsking] = useState(false);
  const name = courierName(courier) || courier.username;
  const pickups = courier.currentOrders.filter((o) => o.status === REASSIGNABLE_STATUS).length;
  const carried = courier.currentOrders.length - pickups;
  if (courier.status === 'OFFLINE' && pickups === 0) return null;

  const confirm = async () => {
    try {
      const result = await setOffline.mutateAsync(courier.id);
      toast.success(t('courierAdmin:offline.done', { name, count: result.releasedOrderIds.length }));
    } catch (err) {
      toast.error(errorMessage(t, err));
    }
    setAsking(false);
  };

  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        <PowerOff aria-hidden className="size-4" />
        {t('courierAdmin:offline.action')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('courierAdmin:offline.title', { name })}
        description={[
          t('courierAdmin:offline.intro', { name }),
          t('courierAdmin:offline.pickups', { count: pickups }),
          t('courierAdmin:offline.carried', { count: carried }),
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('courierAdmin:offline.confirm')}
        busy={setOffline.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
