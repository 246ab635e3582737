import type { RestaurantRemoval } from '@forkly/contracts';
import { mayRemoveRestaurant } from '../../access/restaurant-scope';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { endSessionsOf } from '../auth/sessions.service';
import { lockZones } from '../dispatch/index';
import { cancelOpenOrders, settleCancelledOrders } from './removal-orders';
import { disableAccounts, lockActiveBranchesOf, lockRestaurants, markRemoved, zonesOfRestaurants, type LockedRestaurant } from './restaurant-removal.repo';

type Log = (error: unknown) => void;

/**
 * Every id is checked before anything changes (issue 8): an unknown or already removed one is a
 * 404, then one the caller may not remove a 403. Answers the rows in the order of `ids`.
 */
function checkedInOrder(who: AccessClaims, ids: number[], rows: LockedRestaurant[]): LockedRestaurant[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = ids.map((id) => byId.get(id));
  if (found.some((row) => !row || row.removedAt)) throw new AppError('restaurantNotFound');
  const checked = found as LockedRestaurant[];
  if (checked.some((row) => !mayRemoveRestaurant(who, row))) throw new AppError('forbidden');
  return checked;
}

/** The restaurants asked for and their active branches, checked and locked. */
async function lockTargets(tx: Tx, who: AccessClaims, ids: number[]) {
  const requested = checkedInOrder(who, ids, await lockRestaurants(tx, ids));
  const branches = (await lockActiveBranchesOf(tx, ids)).filter((branch) => !ids.includes(branch.id));
  return [...requested, ...branches];
}

/**
 * Removes restaurants and their branches, all or nothing (decision 013), in one transaction: they
 * are marked removed and hidden (the catalogue cache drops them through its trigger), their
 * accounts are disabled and every session revoked, their open orders cancelled, and each step
 * recorded. Past orders keep their history. After the commit the revoked sessions are refused at
 * once by this instance, and the cancelled orders' payments are settled.
 */
export async function removeRestaurants(
  deps: AppDeps,
  { caller: who, ids, log }: { caller: AccessClaims; ids: number[]; log?: Log },
): Promise<RestaurantRemoval> {
  const outcome = await deps.db.transaction(async (tx) => {
    // Zone locks come before any order row (dispatch/order-moves.ts): cancelling may free a courier.
    await lockZones(tx, await zonesOfRestaurants(tx, ids));
    const targets = await lockTargets(tx, who, ids);
    const removedAt = new Date();
    await markRemoved(
      tx,
      targets.map((t) => t.id),
      removedAt,
    );
    const accounts = targets.map((t) => t.userId);
    await disableAccounts(tx, accounts);
    const sessions: string[] = [];
    for (const userId of accounts) sessions.push(...(await endSessionsOf(tx, userId)));
    const cancelled = await cancelOpenOrders(
      tx,
      who,
      targets.map((t) => t.id),
    );
    for (const target of targets) {
      await recordStaffAction(tx, {
        actorId: who.userId,
        action: 'restaurant.remove',
        entity: 'restaurant',
        entityId: target.id,
        before: { visible: target.visible, removedAt: null },
        after: {
          visible: false,
          removedAt: removedAt.toISOString(),
          accountDisabled: true,
          cancelledOrders: cancelled.filter((o) => o.restaurantId === target.id).map((o) => o.id),
          ...(ids.includes(target.id) ? {} : { removedWith: target.parentRestaurantId }),
        },
      });
    }
    return { targets, accounts, sessions, cancelled };
  });
  for (const sessionId of outcome.sessions) deps.revocations.add(sessionId);
  for (const userId of outcome.accounts) deps.activeUsers.forget(userId);
  await settleCancelledOrders(deps, who, outcome.cancelled, log);
  return { removedRestaurantIds: outcome.targets.map((t) => t.id), cancelledOrderIds: outcome.cancelled.map((o) => o.id) };
}
