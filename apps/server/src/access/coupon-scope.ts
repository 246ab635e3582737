import { COUPON_MANAGERS } from '@forkly/contracts';
import type { Database, Tx } from '../db/client';
import { AppError } from '../lib/app-error';
import type { AccessClaims } from '../lib/jwt';
import { allows, isStaff } from './access';
import { ownRestaurant } from './restaurant-scope';

/*
 * Whose coupons an account manages (SPEC.md section 2; decision 008): staff every code, the
 * platform-wide ones included; a RESTAURANT_ADMIN only its restaurant's (valid at its branches
 * too); nobody else any. The contracts' COUPON_MANAGERS says who may call the coupon endpoints;
 * this is the one place that says which coupons they reach.
 */

type Caller = Pick<AccessClaims, 'userId' | 'role'>;

/** The coupons the caller manages: every one, one restaurant's, or none. */
export type CouponScope = { kind: 'all' } | { kind: 'restaurant'; restaurantId: number; restaurantName: string } | { kind: 'none' };

export async function couponScope(db: Database | Tx, who: Caller): Promise<CouponScope> {
  if (isStaff(who)) return { kind: 'all' };
  // RESTAURANT_BRANCH has no coupons; the route table already refuses it.
  if (!allows(COUPON_MANAGERS, who.role)) return { kind: 'none' };
  const own = await ownRestaurant(db, who);
  return own ? { kind: 'restaurant', restaurantId: own.id, restaurantName: own.name } : { kind: 'none' };
}

/** Refuses (403) a coupon, or a restaurant's coupons, outside the scope; `null` is a platform-wide code. */
export function assertInCouponScope(scope: CouponScope, restaurantId: number | null): void {
  if (scope.kind === 'all') return;
  if (scope.kind === 'none' || restaurantId !== scope.restaurantId) throw new AppError('forbidden');
}

/**
 * Where a new code is valid: a restaurant admin's own restaurant, whatever else it names (another
 * is a 403); staff choose one restaurant, or none for everywhere (`chosen`).
 */
export function newCouponRestaurant(
  scope: CouponScope,
  requested: number | null | undefined,
): { restaurantId: number; restaurantName: string } | { chosen: number | null } {
  if (scope.kind === 'none') throw new AppError('forbidden');
  if (scope.kind === 'all') return { chosen: requested ?? null };
  if (requested != null && requested !== scope.restaurantId) throw new AppError('forbidden');
  return { restaurantId: scope.restaurantId, restaurantName: scope.restaurantName };
}
