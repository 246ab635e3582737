import { DEFAULT_PAGE_SIZE, VALIDATION_MESSAGES, type Coupon, type CouponPage, type couponListQuerySchema, type createCouponSchema } from '@forkly/contracts';
import { normaliseCouponCode } from '@forkly/domain';
import type { z } from 'zod';
import { isStaff, ownRestaurant } from '../../access/restaurant-scope';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { pageWindow, pagedResult } from '../../lib/paging';
import type { AppDeps } from '../../plugins/deps';
import { codeTaken, deleteCoupon, findCouponWithRestaurant, findRestaurantName, insertCoupon, pageCoupons } from './coupon-admin.repo';
import { presentCoupon } from './coupons.presenter';
import { findCouponByCode } from './coupons.repo';

type ListQuery = z.output<typeof couponListQuerySchema>;
type CreateInput = z.output<typeof createCouponSchema>;

/** Whose coupons the caller manages: staff every one, a restaurant admin its restaurant's. */
type CouponScope = { kind: 'all' } | { kind: 'restaurant'; restaurantId: number; restaurantName: string } | { kind: 'none' };

async function scopeOf(deps: AppDeps, who: AccessClaims): Promise<CouponScope> {
  if (isStaff(who)) return { kind: 'all' };
  // RESTAURANT_BRANCH has no coupons (SPEC.md section 2); the route table already refuses it.
  if (who.role !== 'RESTAURANT_ADMIN') return { kind: 'none' };
  const own = await ownRestaurant(deps.db, who);
  return own ? { kind: 'restaurant', restaurantId: own.id, restaurantName: own.name } : { kind: 'none' };
}

function assertInScope(scope: CouponScope, restaurantId: number | null): void {
  if (scope.kind === 'all') return;
  if (scope.kind === 'none' || restaurantId !== scope.restaurantId) throw new AppError('forbidden');
}

/** GET /coupons: the caller's coupons, paged; a restaurant filter outside the caller's scope is a 403. */
export async function listCoupons(deps: AppDeps, options: { caller: AccessClaims; query: ListQuery }): Promise<CouponPage> {
  const { caller: who, query } = options;
  const scope = await scopeOf(deps, who);
  if (query.restaurantId !== undefined) assertInScope(scope, query.restaurantId);
  // A restaurant admin whose restaurant is gone has nothing to list.
  if (scope.kind === 'none') return { results: [], totalPages: 0, totalCount: 0 };
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const { rows, totalCount } = await pageCoupons(deps.db, {
    restaurantId: scope.kind === 'restaurant' ? scope.restaurantId : query.restaurantId,
    name: query.name,
    sortBy: query.sortBy ?? 'DATE',
    orderBy: query.orderBy ?? 'DESC',
    ...pageWindow({ page: query.page ?? 1, limit }),
  });
  return pagedResult(
    rows.map((r) => presentCoupon(r.coupon, r.restaurantName)),
    totalCount,
    limit,
  );
}

async function findManagedCoupon(deps: AppDeps, who: AccessClaims, id: number) {
  const row = await findCouponWithRestaurant(deps.db, id);
  if (!row) throw new AppError('couponNotFound');
  assertInScope(await scopeOf(deps, who), row.coupon.restaurantId);
  return row;
}

/** GET /coupons/{id} */
export async function getCoupon(deps: AppDeps, options: { caller: AccessClaims; id: number }): Promise<Coupon> {
  const { caller: who, id } = options;
  const row = await findManagedCoupon(deps, who, id);
  return presentCoupon(row.coupon, row.restaurantName);
}

/** Where a new code is valid: a restaurant admin's own restaurant; for staff the one named, or everywhere. */
async function targetOf(deps: AppDeps, who: AccessClaims, requested: number | null | undefined) {
  const scope = await scopeOf(deps, who);
  if (scope.kind === 'restaurant') {
    if (requested != null && requested !== scope.restaurantId) throw new AppError('forbidden');
    return { restaurantId: scope.restaurantId, restaurantName: scope.restaurantName };
  }
  if (scope.kind === 'none') throw new AppError('forbidden');
  if (requested == null) return { restaurantId: null, restaurantName: null };
  const restaurant = await findRestaurantName(deps.db, requested);
  if (!restaurant) throw new AppError('restaurantNotFound', { fields: { restaurantId: 'Restaurant not found' } });
  return { restaurantId: restaurant.id, restaurantName: restaurant.name };
}

/** POST /coupon/add: a new code (DESIGN.md sections 6 and 6a); codes are unique ignoring case. */
export async function createCoupon(deps: AppDeps, options: { caller: AccessClaims; coupon: CreateInput; now?: Date }): Promise<Coupon> {
  const { caller: who, coupon: input, now = new Date() } = options;
  const target = await targetOf(deps, who, input.restaurantId);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw new AppError('validationFailed', { fields: { expiresAt: VALIDATION_MESSAGES.invalidValue } });
  if (await findCouponByCode(deps.db, normaliseCouponCode(input.name))) throw codeTaken();
  const coupon = await insertCoupon(deps.db, {
    code: input.name,
    percentage: input.percentage,
    description: input.description,
    restaurantId: target.restaurantId,
    createdBy: who.userId,
    expiresAt,
    usageLimit: input.usageLimit ?? null,
  });
  return presentCoupon(coupon, target.restaurantName);
}

/**
 * DELETE /coupon/{id}. Orders that used the code keep it as typed and their discount; only the
 * link to the coupon (and its redemption rows) goes.
 */
export async function removeCoupon(deps: AppDeps, options: { caller: AccessClaims; id: number }): Promise<void> {
  const { caller: who, id } = options;
  await findManagedCoupon(deps, who, id);
  if (!(await deleteCoupon(deps.db, id))) throw new AppError('couponNotFound');
}
