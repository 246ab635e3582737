import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coupons, restaurants, type NewCoupon } from '../../db/schema/index';
import { withUniqueErrors } from '../../db/database-errors';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/sql-search';
import { paginate } from '../../lib/paging';

export interface CouponPageOptions {
  restaurantId?: number;
  name?: string;
  sortBy: 'DATE' | 'NAME';
  orderBy: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

const SORTS: Record<CouponPageOptions['sortBy'], SQL> = {
  DATE: sql`${coupons.createdAt}`,
  NAME: sql`lower(${coupons.code})`,
};

/** Coupons with their restaurant's name, paged; ties broken by id so pages never overlap. */
export async function pageCoupons(db: Database, options: CouponPageOptions) {
  const where = and(
    options.restaurantId !== undefined ? eq(coupons.restaurantId, options.restaurantId) : undefined,
    options.name ? sql`${coupons.code} ILIKE ${containsPattern(options.name)}` : undefined,
  );
  const order = options.orderBy === 'ASC' ? asc : desc;
  return paginate(options, {
    rows: ({ offset, limit }) =>
      db
        .select({ coupon: coupons, restaurantName: restaurants.name })
        .from(coupons)
        .leftJoin(restaurants, eq(restaurants.id, coupons.restaurantId))
        .where(where)
        .orderBy(order(SORTS[options.sortBy]), order(coupons.id))
        .limit(limit)
        .offset(offset),
    count: db.select({ n: count() }).from(coupons).where(where),
  });
}

export async function findCouponWithRestaurant(db: Database, id: number) {
  const [row] = await db
    .select({ coupon: coupons, restaurantName: restaurants.name })
    .from(coupons)
    .leftJoin(restaurants, eq(restaurants.id, coupons.restaurantId))
    .where(eq(coupons.id, id))
    .limit(1);
  return row;
}

/** Codes are unique case-insensitively; the form names the field. */
export const codeTaken = () => new AppError('couponCodeExists', { fields: { name: 'This code is already in use' } });

/** Two managers racing for the same code: the unique index decides, and the loser hears why. */
export async function insertCoupon(db: Database, values: NewCoupon) {
  const [row] = await withUniqueErrors(db.insert(coupons).values(values).returning(), { coupons_code_lower_idx: codeTaken });
  return row!;
}

export async function deleteCoupon(db: Database, id: number) {
  const [row] = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return row;
}

export function findRestaurantName(db: Database, id: number) {
  return db.query.restaurants.findFirst({ columns: { id: true, name: true }, where: eq(restaurants.id, id) });
}
