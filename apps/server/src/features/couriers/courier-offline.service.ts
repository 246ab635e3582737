import type { CourierOfflineResult } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { dispatchWaitingOrders, lockDispatch } from '../dispatch/dispatch.service';
import { presentPresence } from './couriers.presenter';
import { findPresence, releaseOrdersAwaitingPickup, setPresence } from './couriers.repo';

/**
 * PUT /courier/{id}/offline (decision 012): staff take a courier off the road. Unlike the courier's
 * own going-offline, nothing is refused: it stops taking orders, the orders it still had to pick up
 * go back to dispatch (and on to another online courier with room, if there is one), and those it
 * has picked up stay with it to deliver. All under the dispatch lock, so no order is assigned to it
 * in between, and recorded: the courier's change and each released order.
 */
export async function setCourierOffline(deps: AppDeps, { caller: who, courierId }: { caller: AccessClaims; courierId: number }): Promise<CourierOfflineResult> {
  return deps.db.transaction(async (tx) => {
    await lockDispatch(tx);
    const before = await findPresence(tx, courierId);
    if (!before) throw new AppError('courierNotFound');
    await setPresence(tx, courierId, false);
    const released = (await releaseOrdersAwaitingPickup(tx, courierId)).map((order) => order.id);
    if (before.status !== 'OFFLINE' || before.availability || released.length) {
      await recordStaffAction(tx, {
        actorId: who.userId,
        action: 'courier.offline',
        entity: 'courier',
        entityId: courierId,
        before: { status: before.status, availability: before.availability },
        after: { status: 'OFFLINE', availability: false, releasedOrderIds: released },
      });
    }
    for (const orderId of released) {
      await recordStaffAction(tx, {
        actorId: who.userId,
        action: 'order.reassign',
        entity: 'order',
        entityId: orderId,
        before: { courierId },
        after: { courierId: null },
      });
    }
    if (released.length) await dispatchWaitingOrders(tx);
    const after = await findPresence(tx, courierId);
    return { ...presentPresence(after!), releasedOrderIds: released };
  });
}
