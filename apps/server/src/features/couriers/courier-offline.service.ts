import type { CourierOfflineResult } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { lockZoneOfCourier, releaseUnpickedOrders, wakeZoneRound } from '../dispatch/index';
import { presentPresence } from './couriers.presenter';
import { findPresence, setPresence } from './couriers.repo';

/**
 * PUT /courier/{id}/offline (decision 012): staff take a courier off the road. Unlike the courier's
 * own going-offline, nothing is refused: it stops taking orders, the orders it still had to pick up
 * leave its trip and go back to its zone's next round (woken at once), and those it has picked up
 * stay with it to deliver. All under the zone's lock, so no round gives it a trip in between, and
 * recorded: the courier's change and each released order.
 */
export async function setCourierOffline(deps: AppDeps, { caller: who, courierId }: { caller: AccessClaims; courierId: number }): Promise<CourierOfflineResult> {
  return deps.db.transaction(async (tx) => {
    const zoneId = await lockZoneOfCourier(tx, courierId);
    const before = await findPresence(tx, courierId);
    if (!before) throw new AppError('courierNotFound');
    await setPresence(tx, courierId, false);
    const released = await releaseUnpickedOrders(tx, courierId, new Date());
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
    if (released.length && zoneId !== undefined) await wakeZoneRound(tx, zoneId);
    const after = await findPresence(tx, courierId);
    return { ...presentPresence(after!), releasedOrderIds: released };
  });
}
