import { MAX_ORDERS_PER_TRIP } from '@forkly/domain';
import type { CourierOrder, CourierPresence } from '@forkly/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { InlineError } from '../../../components/feedback/inline-error';
import { FormDialog } from '../../../components/ui/form-dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useOnlineCouriers } from '../api/get-online-couriers';
import { useReassignOrder } from '../api/reassign-order';
import { courierName } from '../lib/courier-filters';

interface ReassignDialogProps {
  order: Pick<CourierOrder, 'id' | 'orderNumber'> & { restaurant: { name: string } };
  /** The courier that holds it now: not offered again. */
  currentCourierId: number;
  onClose: () => void;
}

/**
 * Online couriers that take orders and are free: a reassigned order takes its whole trip along
 * (decision 033), so its new courier must have none. The server checks again under the zone's lock.
 */
export function couriersWithRoom(couriers: CourierPresence[], exceptId: number): CourierPresence[] {
  return couriers.filter((c) => c.id !== exceptId && c.status === 'ONLINE' && c.availability && c.activeOrders === 0);
}

/**
 * "Reassign": choose another online courier with room for an order still waiting for pickup
 * (DESIGN.md section 6). The server checks again under the dispatch lock, so a courier that filled
 * up meanwhile is refused with its message and the choice stays open. Closing gives the focus back
 * to the button that opened it.
 */
export function ReassignDialog({ order, currentCourierId, onClose }: ReassignDialogProps) {
  const { t } = useTranslation(['courierAdmin', 'errors']);
  const online = useOnlineCouriers();
  const reassign = useReassignOrder();
  const [choice, setChoice] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const candidates = couriersWithRoom(online.data ?? [], currentCourierId);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (choice === undefined) return setFailure(t('courierAdmin:reassign.chooseFirst'));
    setFailure(undefined);
    try {
      await reassign.mutateAsync({ orderId: order.id, courierId: choice });
      const to = candidates.find((c) => c.id === choice);
      toast.success(t('courierAdmin:reassign.done', { number: order.orderNumber, name: to ? courierName(to) : '' }));
      onClose();
    } catch (err) {
      setFailure(errorMessage(t, err));
      void online.refetch();
    }
  };

  let body;
  if (online.isPending) body = <LoadingOverlay fullScreen={false} />;
  else if (online.isError) body = <InlineError onRetry={() => void online.refetch()} />;
  else if (!candidates.length)
    body = <p className="rounded-xl bg-stone-50 p-4 text-sm text-stone-700 ring-1 ring-stone-200">{t('courierAdmin:reassign.none')}</p>;
  else {
    body = (
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-stone-800">{t('courierAdmin:reassign.legend')}</legend>
        {candidates.map((courier) => (
          <label
            key={courier.id}
            className="flex cursor-pointer items-center gap-3 rounded-xl p-3 ring-1 ring-stone-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
          >
            <input
              type="radio"
              name="courier"
              value={courier.id}
              checked={choice === courier.id}
              onChange={() => setChoice(courier.id)}
              className="size-4 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            />
            <span className="flex flex-col">
              <span className="font-semibold text-ink">{courierName(courier)}</span>
              <span className="text-sm text-stone-700">{t('courierAdmin:online.load', { count: courier.activeOrders, max: MAX_ORDERS_PER_TRIP })}</span>
            </span>
          </label>
        ))}
      </fieldset>
    );
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('courierAdmin:reassign.title', { number: order.orderNumber })}
      description={t('courierAdmin:reassign.intro', { restaurant: order.restaurant.name })}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('courierAdmin:reassign.submit')}
      backLabel={t('courierAdmin:reassign.cancel')}
      pending={reassign.isPending}
      submitDisabled={!candidates.length}
    >
      {body}
    </FormDialog>
  );
}
