import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRestaurantRole, isStaffRole, type Order, type OrderStatus, type Role } from '@forkly/contracts';
import { Button } from '../../../components/ui/button';
import { useNow } from '../../../lib/use-now';
import { useChangeOrderStatus } from '../api/change-order-status';
import { statusActions, type StatusAction } from '../lib/order-actions';
import { RejectOrder } from './reject-order';

export interface Viewer {
  role: Role;
  userId: number;
}

/**
 * The status buttons the viewer may press for this order (packages/domain's moves): a restaurant
 * marks a paid order prepared or rejects it, staff cancel it, the assigned courier confirms pickup
 * and delivery. Staff's cancel asks once more; the kitchen's reject asks why (issue 21).
 */
export function StatusActions({ order, viewer, onRejected }: { order: Order; viewer: Viewer; onRejected: () => void }) {
  const { t } = useTranslation('dashboardOrders');
  const change = useChangeOrderStatus();
  const [confirming, setConfirming] = useState<OrderStatus>();
  const now = useNow();
  // An order placed ahead is marked prepared once it is due (decision 051); the server refuses it before.
  const early = order.delivery.kitchenDueAt !== null && Date.parse(order.delivery.kitchenDueAt) > now;
  const actions = statusActions(viewer, { status: order.status, courierId: order.courier?.id ?? null }).filter(
    (action) => !(early && action.to === 'AWAITING_PICKUP'),
  );
  if (!actions.length) return null;
  const label = (to: OrderStatus) => t(`actions.${isStaffRole(viewer.role) ? 'staff' : 'own'}.${to}`);
  const run = (action: StatusAction) => {
    setConfirming(undefined);
    change.mutate({ orderId: order.id, status: action.to, path: action.path });
  };
  const pending = confirming && actions.find((a) => a.to === confirming);

  if (pending) {
    return (
      <div role="group" aria-label={t('actions.title')} className="flex flex-col gap-3 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200">
        <p className="text-sm font-semibold text-red-900">{t('actions.confirmCancel', { number: order.orderNumber })}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" onClick={() => run(pending)} loading={change.isPending}>
            {t('actions.confirmYes', { action: label(pending.to) })}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(undefined)}>
            {t('actions.confirmNo')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div role="group" aria-label={t('actions.title')} className="flex flex-wrap gap-2">
      {actions.map((action) =>
        action.to === 'CANCELLED' && isRestaurantRole(viewer.role) ? (
          <RejectOrder key={action.to} order={order} disabled={change.isPending} onRejected={onRejected} />
        ) : (
          <Button
            key={action.to}
            variant={action.confirm ? 'danger' : 'primary'}
            className="min-h-11"
            loading={change.isPending && change.variables?.status === action.to}
            disabled={change.isPending}
            onClick={() => (action.confirm ? setConfirming(action.to) : run(action))}
          >
            {label(action.to)}
          </Button>
        ),
      )}
    </div>
  );
}
