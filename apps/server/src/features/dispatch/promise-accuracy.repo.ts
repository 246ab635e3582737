import { and, asc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { PROMISE_TOLERANCE_MINUTES } from '@forkly/contracts';
import type { Database } from '../../db/client';
import { deliveryZones, orders, restaurants } from '../../db/schema/index';

/** Minutes from promise to drop-off: above 0, late. */
const errorMinutes = sql`extract(epoch from (${orders.deliveredAt} - ${orders.promisedAt})) / 60`;
const tolerance = sql.raw(String(PROMISE_TOLERANCE_MINUTES));

/** Counted over orders delivered in the window that carry a promise (every order paid since the engine). */
const figures = {
  delivered: sql<number>`count(*)::int`,
  onTime: sql<number>`avg(case when abs(${errorMinutes}) <= ${tolerance} then 1.0 else 0.0 end)::float`,
  early: sql<number>`avg(case when ${errorMinutes} < -${tolerance} then 1.0 else 0.0 end)::float`,
  late: sql<number>`avg(case when ${errorMinutes} > ${tolerance} then 1.0 else 0.0 end)::float`,
  meanError: sql<number | null>`avg(${errorMinutes})::float`,
  meanAbsoluteError: sql<number | null>`avg(abs(${errorMinutes}))::float`,
};

function delivered(from: Date, to: Date): SQL | undefined {
  return and(eq(orders.status, 'DELIVERED'), isNotNull(orders.promisedAt), gte(orders.deliveredAt, from), lt(orders.deliveredAt, to));
}

export function accuracyByRestaurant(db: Database, from: Date, to: Date) {
  return db
    .select({ id: restaurants.id, name: restaurants.name, ...figures })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(delivered(from, to))
    .groupBy(restaurants.id, restaurants.name)
    .orderBy(asc(restaurants.name), asc(restaurants.id));
}

export function accuracyByZone(db: Database, from: Date, to: Date) {
  return db
    .select({ id: deliveryZones.id, name: deliveryZones.name, ...figures })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .innerJoin(deliveryZones, eq(deliveryZones.id, restaurants.zoneId))
    .where(delivered(from, to))
    .groupBy(deliveryZones.id, deliveryZones.name)
    .orderBy(asc(deliveryZones.name), asc(deliveryZones.id));
}
