import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, extras, menus, restaurants } from '../../db/schema/index';
import { containsPattern, distanceSql } from '../../lib/sql-search';
import { paginate } from '../../lib/paging';
import { optionGroupsJson } from '../../db/dish-options';

export function findRestaurantVisibility(db: Database, id: number) {
  return db.query.restaurants.findFirst({ columns: { id: true, visible: true }, where: eq(restaurants.id, id) });
}

export const menuColumns = {
  menu: menus,
  category: categories.name,
  categoryPosition: categories.position,
  optionGroups: optionGroupsJson(),
};

/** A restaurant's visible, not archived dishes in menu order: category position, then as added. */
export function listVisibleMenus(db: Database, restaurantId: number) {
  return db
    .select(menuColumns)
    .from(menus)
    .leftJoin(categories, eq(categories.id, menus.categoryId))
    .where(and(eq(menus.restaurantId, restaurantId), eq(menus.visible, true), isNull(menus.deletedAt)))
    .orderBy(sql`${categories.position} asc nulls last`, asc(categories.id), asc(menus.id));
}

/** A restaurant's visible, not archived extras, as added. */
export function listVisibleExtras(db: Database, restaurantId: number) {
  return db
    .select()
    .from(extras)
    .where(and(eq(extras.restaurantId, restaurantId), eq(extras.visible, true), isNull(extras.deletedAt)))
    .orderBy(asc(extras.id));
}

/** Filters both paged lists share. `publicOnly` keeps hidden items and hidden restaurants out. */
export interface ItemFilters {
  publicOnly: boolean;
  name?: string;
  minimumPriceCents?: number;
  maximumPriceCents?: number;
  visible?: boolean;
  restaurantId?: number;
  /** Only these restaurants (a restaurant account's own and its branches). */
  restaurantIds?: number[];
  minimumRating?: number;
  near?: { latitude: number; longitude: number; maximumMeters?: number };
}
export interface ItemPage<K extends string> {
  filters: ItemFilters;
  sortBy: K;
  orderBy: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

function itemConditions(table: typeof menus | typeof extras, f: ItemFilters): (SQL | undefined)[] {
  return [
    isNull(table.deletedAt),
    f.publicOnly ? and(eq(table.visible, true), eq(restaurants.visible, true)) : undefined,
    f.visible !== undefined ? eq(table.visible, f.visible) : undefined,
    f.name ? sql`${table.name} ILIKE ${containsPattern(f.name)}` : undefined,
    f.minimumPriceCents !== undefined ? gte(table.priceCents, f.minimumPriceCents) : undefined,
    f.maximumPriceCents !== undefined ? lte(table.priceCents, f.maximumPriceCents) : undefined,
    f.restaurantId !== undefined ? eq(table.restaurantId, f.restaurantId) : undefined,
    f.restaurantIds !== undefined ? inArray(table.restaurantId, f.restaurantIds) : undefined,
    f.minimumRating !== undefined ? gte(restaurants.rating, f.minimumRating) : undefined,
    f.near?.maximumMeters !== undefined ? lte(distanceSql(restaurants, f.near), f.near.maximumMeters) : undefined,
  ];
}

const direction = (orderBy: 'ASC' | 'DESC') => (orderBy === 'ASC' ? asc : desc);

export async function pageMenus(db: Database, page: ItemPage<'DATE' | 'NAME' | 'PRICE' | 'CATEGORY'> & { category?: string }) {
  const where = and(...itemConditions(menus, page.filters), page.category ? sql`lower(${categories.name}) = ${page.category.toLowerCase()}` : undefined);
  const keys = { DATE: menus.createdAt, NAME: sql`lower(${menus.name})`, PRICE: menus.priceCents, CATEGORY: sql`lower(${categories.name})` };
  const order = direction(page.orderBy);
  return paginate(page, {
    rows: ({ offset, limit }) =>
      db
        .select(menuColumns)
        .from(menus)
        .innerJoin(restaurants, eq(restaurants.id, menus.restaurantId))
        .leftJoin(categories, eq(categories.id, menus.categoryId))
        .where(where)
        .orderBy(sql`${order(keys[page.sortBy])} nulls last`, order(menus.id))
        .limit(limit)
        .offset(offset),
    count: db
      .select({ n: count() })
      .from(menus)
      .innerJoin(restaurants, eq(restaurants.id, menus.restaurantId))
      .leftJoin(categories, eq(categories.id, menus.categoryId))
      .where(where),
  });
}

export async function pageExtras(db: Database, page: ItemPage<'DATE' | 'NAME' | 'PRICE'>) {
  const where = and(...itemConditions(extras, page.filters));
  const keys = { DATE: extras.createdAt, NAME: sql`lower(${extras.name})`, PRICE: extras.priceCents };
  const order = direction(page.orderBy);
  const { rows, totalCount } = await paginate(page, {
    rows: ({ offset, limit }) =>
      db
        .select({ extra: extras })
        .from(extras)
        .innerJoin(restaurants, eq(restaurants.id, extras.restaurantId))
        .where(where)
        .orderBy(order(keys[page.sortBy]), order(extras.id))
        .limit(limit)
        .offset(offset),
    count: db.select({ n: count() }).from(extras).innerJoin(restaurants, eq(restaurants.id, extras.restaurantId)).where(where),
  });
  return { rows: rows.map((r) => r.extra), totalCount };
}
