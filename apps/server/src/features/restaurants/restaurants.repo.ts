import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { categories, menus, restaurants, users } from '../../db/schema/index';
import type { Allergen, RestaurantCuisine } from '@forkly/contracts';
import { containsPattern, distanceSql } from '../../lib/sql-search';
import { paginate } from '../../lib/paging';

export interface Point {
  latitude: number;
  longitude: number;
}
type Direction = 'ASC' | 'DESC';

/** Straight-line whole metres from the restaurant to `point`. */
export function distanceFrom(point: Point): SQL<number> {
  return distanceSql(restaurants, point);
}

const byDirection = (direction: Direction) => (direction === 'ASC' ? asc : desc);

/** The customer's list: what the query filters on; the ranking and the rest happen after it (list-ranking.ts). */
export interface CandidateOptions {
  point?: Point;
  name?: string;
  minimumRating?: number;
  maximumDistance?: number;
  cuisine?: RestaurantCuisine;
  freeOf?: Allergen;
}

/** Sort expressions of the staff's list. */
export function sortExpression(key: 'DISTANCE' | 'NAME' | 'RATING' | 'DATE' | 'EMAIL' | 'USERNAME', point?: Point): SQL {
  switch (key) {
    case 'DISTANCE':
      return distanceFrom(point!);
    case 'NAME':
      return sql`lower(${restaurants.name})`;
    case 'RATING':
      return sql`coalesce(${restaurants.rating}, 0)`;
    case 'EMAIL':
      return sql`lower(${restaurants.email})`;
    case 'USERNAME':
      return sql`lower(${users.username})`;
    case 'DATE':
      return sql`${restaurants.createdAt}`;
  }
}

/**
 * The customer's search (issue 10: "pizza" must find the pizzerias): the restaurant's name, or a
 * dish it offers now (visible, not archived), or a menu section holding such a dish ("Pizza",
 * "Sushi": our restaurants have no cuisine column; their sections say what they cook). The two
 * EXISTS run per candidate restaurant and can use menus_restaurant_idx (restaurant_id, visible), so
 * the cost follows that restaurant's menu, not the whole table (decision 018).
 */
function matchesCustomerSearch(text: string): SQL {
  const pattern = containsPattern(text);
  const offered = sql`${menus.restaurantId} = ${restaurants.id} AND ${menus.visible} AND ${menus.deletedAt} IS NULL`;
  return sql`(${restaurants.name} ILIKE ${pattern}
    OR EXISTS (SELECT 1 FROM ${menus} WHERE ${offered} AND ${menus.name} ILIKE ${pattern})
    OR EXISTS (SELECT 1 FROM ${menus} JOIN ${categories} ON ${categories.id} = ${menus.categoryId}
      WHERE ${offered} AND ${categories.name} ILIKE ${pattern}))`;
}

/**
 * A restaurant customers can order from has at least one dish on offer: a new one stays off the
 * list until its menu has one (issue 22), so nobody opens an empty menu.
 */
const OFFERS_A_DISH = sql`EXISTS (SELECT 1 FROM ${menus} WHERE ${menus.restaurantId} = ${restaurants.id} AND ${menus.visible} AND ${menus.deletedAt} IS NULL)`;

/**
 * A dish on offer without the allergen (issue 25's "offers dishes free of"): per candidate, served
 * by menus_restaurant_idx like OFFERS_A_DISH.
 */
function offersDishFreeOf(allergen: Allergen): SQL {
  return sql`EXISTS (SELECT 1 FROM ${menus} WHERE ${menus.restaurantId} = ${restaurants.id} AND ${menus.visible} AND ${menus.deletedAt} IS NULL
    AND NOT (${menus.allergens} @> ARRAY[${allergen}]::text[]))`;
}

/**
 * Every visible restaurant that delivers to the point (within its own radius, as the crow flies)
 * and passes the filters the database can judge. A point bounds them to one city's neighbourhood;
 * they are ranked in memory, as the order depends on opening hours and routes (decision 041).
 */
export async function listCandidates(db: Database, options: CandidateOptions) {
  const distance = options.point ? distanceFrom(options.point) : undefined;
  const conditions: (SQL | undefined)[] = [eq(restaurants.visible, true), OFFERS_A_DISH];
  if (distance) {
    conditions.push(isNotNull(restaurants.latitude), isNotNull(restaurants.longitude), sql`${distance} <= ${restaurants.deliveryRadiusMeters}`);
    if (options.maximumDistance !== undefined) conditions.push(sql`${distance} <= ${options.maximumDistance}`);
  }
  if (options.name) conditions.push(matchesCustomerSearch(options.name));
  if (options.minimumRating !== undefined) conditions.push(gte(restaurants.rating, options.minimumRating));
  if (options.cuisine) conditions.push(eq(restaurants.cuisine, options.cuisine));
  if (options.freeOf) conditions.push(offersDishFreeOf(options.freeOf));
  return db
    .select({ restaurant: restaurants, distance: distance ?? sql<null>`null::integer` })
    .from(restaurants)
    .where(and(...conditions));
}

/** The staff's numbered list (page mode). */
export interface PageListOptions {
  point?: Point;
  name?: string;
  email?: string;
  username?: string;
  minimumRating?: number;
  visible?: boolean;
  parentRestaurantId?: number;
  restaurantId?: number;
  /** `true`: only removed restaurants; `false`: only active ones. */
  removed: boolean;
  maximumDistance?: number;
  sort: { key: SQL; direction: Direction };
  offset: number;
  limit: number;
}

const parent = alias(restaurants, 'parent_restaurant');

export async function pageRestaurants(db: Database, options: PageListOptions) {
  const distance = options.point ? distanceFrom(options.point) : undefined;
  const conditions: (SQL | undefined)[] = [
    options.removed ? isNotNull(restaurants.removedAt) : isNull(restaurants.removedAt),
    options.name ? sql`${restaurants.name} ILIKE ${containsPattern(options.name)}` : undefined,
    options.email ? sql`${restaurants.email} ILIKE ${containsPattern(options.email)}` : undefined,
    options.username ? sql`${users.username} ILIKE ${containsPattern(options.username)}` : undefined,
    options.minimumRating !== undefined ? gte(restaurants.rating, options.minimumRating) : undefined,
    options.visible !== undefined ? eq(restaurants.visible, options.visible) : undefined,
    options.parentRestaurantId !== undefined ? eq(restaurants.parentRestaurantId, options.parentRestaurantId) : undefined,
    options.restaurantId !== undefined ? eq(restaurants.id, options.restaurantId) : undefined,
    distance && options.maximumDistance !== undefined ? lte(distance, options.maximumDistance) : undefined,
  ];
  const where = and(...conditions);
  const order = byDirection(options.sort.direction);
  return paginate(options, {
    rows: ({ offset, limit }) =>
      db
        .select({ restaurant: restaurants, username: users.username, parentName: parent.name, distance: distance ?? sql<null>`null::integer` })
        .from(restaurants)
        .innerJoin(users, eq(users.id, restaurants.userId))
        .leftJoin(parent, eq(parent.id, restaurants.parentRestaurantId))
        .where(where)
        // Restaurants without coordinates have no distance; they go last either way.
        .orderBy(sql`${order(options.sort.key)} nulls last`, order(restaurants.id))
        .limit(limit)
        .offset(offset),
    count: db.select({ n: count() }).from(restaurants).innerJoin(users, eq(users.id, restaurants.userId)).where(where),
  });
}
