import { DEFAULT_PAGE_SIZE, VALIDATION_MESSAGES, type Coupon, type CouponPage, type couponListQuerySchema, type createCouponSchema } from '@forkly/contracts';
import { normaliseCouponCode } from '@forkly/domain';
import type { z } from 'zod';
import { assertInCouponScope, couponScope, newCouponRestaurant } from '../../access/coupon-scope';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { pageWindow, pagedResult } from '../../lib/paging';
import type { AppDeps } from '../../plugins/deps';
import { codeTaken, deleteCoupon, findCouponWithRestaurant, findRestaurantName, insertCoupon, pageCoupons } from './coupon-admin.repo';
import { presentCoupon } from './coupons.presenter';
import { findCouponByCode } from './coupons.repo';

type ListQuery = z.output<typeof couponListQuerySchema>;
type CreateInput = z.output<typeof createCouponSchema>;

/** GET /coupons: the caller's coupons, paged; a restaurant filter outside the caller's scope is a 403. */
export async function listCoupons(deps: AppDeps, options: { caller: AccessClaims; query: ListQuery }): Promise<CouponPage> {
  const { caller: who, query } = options;
  const scope = await couponScope(deps.db, who);
  if (query.restaurantId !== undefined) assertInCouponScope(scope, query.restaurantId);
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
  assertInCouponScope(await couponScope(deps.db, who), row.coupon.restaurantId);
  return row;
}

/** GET /coupons/{id} */
export async function getCoupon(deps: AppDeps, options: { caller: AccessClaims; id: number }): Promise<Coupon> {
  const { caller: who, id } = options;
  const row = await findManagedCoupon(deps, who, id);
  return presentCoupon(row.coupon, row.restaurantName);
}

/** Where a new code is valid (access/coupon-scope.ts); a restaurant staff name must exist. */
async function targetOf(deps: AppDeps, who: AccessClaims, requested: number | null | undefined) {
  const target = newCouponRestaurant(await couponScope(deps.db, who), requested);
  if (!('chosen' in target)) return target;
  if (target.chosen === null) return { restaurantId: null, restaurantName: null };
  const restaurant = await findRestaurantName(deps.db, target.chosen);
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
