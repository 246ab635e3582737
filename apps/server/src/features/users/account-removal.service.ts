import { VALIDATION_MESSAGES, formatMessage, type RemoveUserRequest } from '@forkly/contracts';
import { assertMayRemove, removalTargetId } from '../../access/user-administration';
import { AppError, fieldError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { verifyPassword } from '../../lib/passwords';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { endSessionsOf } from '../auth/sessions.service';
import { releaseCoupon } from '../coupons/coupons.service';
import { transitionOrder } from '../orders/orders.service';
import { expirePaymentSession } from '../payments/payments.service';
import { anonymiseOrders, countOrdersInFlight, deletePersonalRecords, deleteRefreshTokens, findPendingOrders } from './account-removal.repo';
import { removedEmail, removedUsername } from './removed-identity';
import { lockAccount, updateAccount } from './user-admin.repo';
import { findUserById } from './users.repo';

/** Said when a restaurant or courier is still working on one of the customer's orders. */
const ORDERS_IN_FLIGHT = 'This account has orders in progress; it can be removed once they are delivered or cancelled';
const inFlight = () => new AppError('conflict', { message: ORDERS_IN_FLIGHT });

/**
 * A customer removing itself names no id and proves it is them with the password; staff name the
 * customer (whose account it may be: access/user-administration.ts).
 */
function targetOf(who: AccessClaims, input: RemoveUserRequest): number {
  const targetId = removalTargetId(who, input.id);
  if (who.role === 'USER' && !input.password) throw fieldError('password', VALIDATION_MESSAGES.passwordRequired);
  if (targetId === undefined) throw fieldError('id', formatMessage(VALIDATION_MESSAGES.fieldRequired, { path: 'id' }));
  return targetId;
}

/** What the account becomes: no name, contact, address, second factor or usable password. */
function erasedAccount(userId: number) {
  return {
    username: removedUsername(userId),
    email: removedEmail(userId),
    // Not an argon2 hash, so no password ever matches it.
    passwordHash: '!removed',
    firstName: '',
    lastName: '',
    contact: '',
    street: null,
    houseNumber: null,
    apartmentNr: '',
    zip: null,
    city: null,
    floor: 0,
    latitude: null,
    longitude: null,
    enabled: false,
    emailVerified: false,
    twoFactorEnabled: false,
    twoFactorSecret: null,
    twoFactorLastStep: null,
    removedAt: new Date(),
  };
}

/**
 * DELETE /user/remove (decision 011). Refused while a restaurant or courier works on one of the
 * customer's orders. Unpaid orders are cancelled, their payment pages closed first (outside the
 * transaction: it may call Stripe). Then, in one transaction: the orders keep their lines and
 * totals but lose the delivery address and note; codes, remembered answers and mail go; every
 * session ends; the account keeps only placeholders and `removed_at`. Tickets keep their text.
 */
export async function removeAccount(deps: AppDeps, { caller: who, removal: input }: { caller: AccessClaims; removal: RemoveUserRequest }): Promise<void> {
  const targetId = targetOf(who, input);
  const target = await findUserById(deps.db, targetId);
  if (!target || target.removedAt) throw new AppError('userNotFound');
  assertMayRemove(who, target);
  if (who.role === 'USER' && !(await verifyPassword(target.passwordHash, input.password ?? ''))) throw new AppError('passwordIncorrect');
  if (await countOrdersInFlight(deps.db, targetId)) throw inFlight();
  for (const order of await findPendingOrders(deps.db, targetId)) {
    // A payment page that cannot be closed may still be paid: the order would be in flight.
    if (!(await expirePaymentSession(deps, order))) throw inFlight();
  }

  const revoked = await deps.db.transaction(async (tx) => {
    const user = await lockAccount(tx, targetId);
    if (!user || user.removedAt) throw new AppError('userNotFound');
    if (await countOrdersInFlight(tx, targetId)) throw inFlight();
    const cancelledOrders: number[] = [];
    for (const order of await findPendingOrders(tx, targetId)) {
      const actor = who.role === 'USER' ? 'customer' : 'system';
      const row = await transitionOrder(tx, { orderId: order.id, from: 'PENDING', to: 'CANCELLED', actor, actorId: who.userId, reason: 'account removed' });
      if (!row) throw inFlight(); // paid a moment ago
      await releaseCoupon(tx, order.id);
      cancelledOrders.push(order.id);
    }
    await anonymiseOrders(tx, targetId);
    await deletePersonalRecords(tx, user);
    const sessions = await endSessionsOf(tx, targetId);
    await deleteRefreshTokens(tx, targetId);
    await updateAccount(tx, targetId, erasedAccount(targetId));
    // Never personal data in the record: only what happened to the account and its orders.
    await recordStaffAction(tx, {
      actorId: who.userId,
      action: 'user.remove',
      entity: 'user',
      entityId: targetId,
      before: { enabled: user.enabled, removed: false },
      after: { enabled: false, removed: true, by: who.role === 'USER' ? 'self' : 'staff', cancelledOrders },
    });
    return sessions;
  });
  for (const sessionId of revoked) deps.revocations.add(sessionId);
  deps.activeUsers.forget(targetId);
}
