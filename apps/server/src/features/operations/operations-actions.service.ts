import { centsToEuro, type KitchenAlerts, type PauseRestaurant, type RestaurantCall, type RestaurantSettings } from '@forkly/contracts';
import { findActiveRestaurantIdOfAccount } from '../../access/restaurant-scope.repo';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { presentSettings } from '../restaurants/index';
import { markRestaurantCalled, restaurantPauseOf, setRestaurantPause, waitingOrdersOf } from './operations-actions.repo';

/** POST /order/{id}/restaurant-call: staff called the kitchen about an open order; the board shows who and when. */
export async function noteRestaurantCall(deps: AppDeps, input: { caller: AccessClaims; orderId: number }): Promise<RestaurantCall> {
  const at = new Date();
  return deps.db.transaction(async (tx) => {
    const marked = await markRestaurantCalled(tx, input.orderId, input.caller.userId, at);
    if (!marked.found) throw new AppError('orderNotFound');
    if (!marked.open) throw new AppError('orderNotOpen');
    await recordStaffAction(tx, {
      actorId: input.caller.userId,
      action: 'order.restaurantCalled',
      entity: 'order',
      entityId: input.orderId,
      after: { at: at.toISOString() },
    });
    const by = `${marked.staff?.firstName ?? ''} ${marked.staff?.lastName ?? ''}`.trim() || (marked.staff?.username ?? '');
    return { orderId: input.orderId, at: at.toISOString(), by };
  });
}

/**
 * PUT /restaurant/{id}/pause: staff stop a restaurant taking orders, with the reason its dashboard
 * shows, or let it take them again. Customers' lists and the checkout follow at once (the
 * restaurants trigger drops the catalogue caches); orders already paid go on as before.
 */
export async function pauseRestaurant(
  deps: AppDeps,
  input: { caller: AccessClaims; restaurantId: number; body: PauseRestaurant },
): Promise<RestaurantSettings> {
  return deps.db.transaction(async (tx) => {
    const before = await tx.query.restaurants.findFirst({ where: (r, { eq }) => eq(r.id, input.restaurantId) });
    if (!before || before.removedAt) throw new AppError('restaurantNotFound');
    const reason = input.body.paused ? (input.body.reason ?? null) : null;
    const row = await setRestaurantPause(tx, input.restaurantId, input.body.paused, reason);
    await recordStaffAction(tx, {
      actorId: input.caller.userId,
      action: 'restaurant.pause',
      entity: 'restaurant',
      entityId: input.restaurantId,
      before: { paused: before.paused, reason: before.pausedReason },
      after: { paused: input.body.paused, reason },
    });
    return presentSettings(row!);
  });
}

/**
 * GET /restaurant/waiting-orders: the paid orders this account's own kitchen has not accepted (a
 * branch sees only its own; an owner its own restaurant's, not its branches'), and the reason staff
 * paused it. The dashboard rings and shows its banner from this.
 */
export async function kitchenAlerts(deps: AppDeps, input: { caller: AccessClaims }): Promise<KitchenAlerts> {
  const restaurantId = await findActiveRestaurantIdOfAccount(deps.db, input.caller.userId);
  if (restaurantId === undefined) return { restaurantId: null, orders: [], pausedReason: null };
  const [waiting, pause] = await Promise.all([waitingOrdersOf(deps.db, restaurantId), restaurantPauseOf(deps.db, restaurantId)]);
  return {
    restaurantId,
    orders: waiting.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      paidAt: o.paidAt!.toISOString(),
      escalation: o.escalation,
      itemCount: o.itemCount,
      total: centsToEuro(o.totalCents),
    })),
    pausedReason: pause?.paused ? (pause.pausedReason ?? null) : null,
  };
}
