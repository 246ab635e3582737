import type { PartnerType, Role } from '@forkly/contracts';
import { AppError } from '../lib/app-error';
import { isStaff, runsARestaurant } from './access';

/** Who acts: the caller's claims (only id and role matter here). */
export interface Actor {
  userId: number;
  role: Role;
}

/** The account acted on. */
export interface TargetAccount {
  id: number;
  role: Role;
}

/**
 * Staff read any account's profile; everyone else only their own (GET /user/{id}, /courier/{id},
 * ...). Throws `forbidden` otherwise.
 */
export function assertSelfOrStaff(who: Actor, userId: number): void {
  if (!isStaff(who) && who.userId !== userId) throw new AppError('forbidden');
}

/**
 * Who may disable, enable, reset the 2FA of or remove an account from the administration screens
 * (issue 8, decision 011):
 * - nobody their own account here (`cannotChangeOwnAccount`): a customer removes itself from its
 *   profile, and two-factor login is turned off with the password there;
 * - SERVICE and ADMIN administer customers (USER) and couriers;
 * - only ADMIN administers staff (SERVICE, ADMIN);
 * - restaurant accounts are administered through the restaurant screens, never here (`forbidden`).
 */
export function assertMayAdminister(who: Actor, target: TargetAccount): void {
  if (!isStaff(who)) throw new AppError('forbidden');
  if (who.userId === target.id) throw new AppError('cannotChangeOwnAccount');
  if (runsARestaurant(target)) throw new AppError('forbidden');
  if (isStaff(target) && who.role !== 'ADMIN') throw new AppError('forbidden');
}

/**
 * Whose account DELETE /user/remove is about: a customer only its own (naming anyone else is a
 * 403, before anything else is checked); staff the one they name (undefined when they name none).
 */
export function removalTargetId(who: Actor, requestedId: number | undefined): number | undefined {
  if (who.role !== 'USER') return requestedId;
  if (requestedId !== undefined && requestedId !== who.userId) throw new AppError('forbidden');
  return who.userId;
}

/**
 * DELETE /user/remove: a customer removes itself (with its password, checked by the caller);
 * staff remove a customer by id, never their own account. Only customers are removed this way:
 * couriers, staff and restaurants leave through their own screens, so any other account is not
 * found here.
 */
export function assertMayRemove(who: Actor, target: TargetAccount): void {
  if (who.role === 'USER') {
    if (who.userId !== target.id) throw new AppError('forbidden');
  } else {
    assertMayAdminister(who, target);
  }
  if (target.role !== 'USER') throw new AppError('userNotFound');
}

/**
 * GET /service/{id} (issue 8, decision 012): ADMIN reads any staff member; a SERVICE account only
 * itself (its profile page); everyone else is refused.
 */
export function assertMayReadStaff(who: Actor, staffId: number): void {
  if (who.role === 'ADMIN') return;
  if (who.role === 'SERVICE' && who.userId === staffId) return;
  throw new AppError('forbidden');
}

/**
 * Inviting a new staff member is ADMIN's alone (POST /credential, and the `service` type of
 * POST /invitation/{type}); SERVICE and ADMIN invite restaurants and couriers.
 */
export function assertMayInvite(who: Actor, partnerType: PartnerType): void {
  if (!isStaff(who)) throw new AppError('forbidden');
  if (partnerType === 'service' && who.role !== 'ADMIN') throw new AppError('forbidden');
}
