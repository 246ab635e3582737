import { PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardCourier, BoardOrder } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../stores/toast-store';
import { useNoteRestaurantCall } from '../api/board-actions';
import { canReassign } from '../lib/board-view';
import { CancelDialog } from './cancel-dialog';
import { PauseDialog } from './pause-dialog';
import { ReassignDialog } from './reassign-dialog';

type Open = 'reassign' | 'cancel' | 'pause';

/**
 * What staff do about an order at risk: note the call they made to its restaurant (one click; the
 * board then says who called when), hand it to another courier, cancel and refund it, or pause the
 * restaurant. Each of the last three asks in a dialog.
 */
export function OrderActions({ order, couriers }: { order: BoardOrder; couriers: readonly BoardCourier[] }) {
  const { t } = useTranslation(['operations', 'errors']);
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  return (
    <div role="group" aria-label={t('operations:actions.label', { number: order.orderNumber })} className="flex flex-col gap-2 max-sm:items-end">
      {canReassign(order) && (
        <Button variant="secondary" size="sm" className="min-h-11" onClick={() => setOpen('reassign')}>
          {t('operations:actions.reassign')}
        </Button>
      )}
      <Button variant="secondary" size="sm" className="min-h-11" onClick={() => setOpen('pause')}>
        {t('operations:actions.pause')}
      </Button>
      <Button variant="danger" size="sm" className="min-h-11" onClick={() => setOpen('cancel')}>
        {t('operations:actions.cancel')}
      </Button>
      {/* Mounted closed, so closing hands the focus back to the button that opened it. */}
      <ReassignDialog open={open === 'reassign'} order={order} couriers={couriers} onClose={close} />
      <CancelDialog open={open === 'cancel'} order={order} onClose={close} />
      <PauseDialog open={open === 'pause'} restaurant={order.restaurant} onClose={close} />
    </div>
  );
}

/** "Called the restaurant" until someone noted a call, then who called and when. */
export function CallNote({ order, time }: { order: BoardOrder; time: (iso: string) => string }) {
  const { t } = useTranslation(['operations', 'errors']);
  const note = useNoteRestaurantCall();
  if (order.restaurantCall) {
    return (
      <span className="inline-flex items-center gap-1 text-sm text-stone-700">
        <PhoneCall aria-hidden className="size-4 shrink-0 text-green-700" />
        {t('operations:call.noted', { name: order.restaurantCall.by, time: time(order.restaurantCall.at) })}
      </span>
    );
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      className="min-h-11"
      loading={note.isPending}
      onClick={() => note.mutate(order.id, { onError: (err) => toast.error(errorMessage(t, err)) })}
    >
      {t('operations:call.button')}
    </Button>
  );
}
