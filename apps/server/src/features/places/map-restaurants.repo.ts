import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { restaurants } from '../../db/schema/index';

/** Visible restaurants (branches included) that have a location, by name. */
export function listLocatedRestaurants(db: Database) {
  return db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      street: restaurants.street,
      houseNumber: restaurants.houseNumber,
      zip: restaurants.zip,
      city: restaurants.city,
      latitude: restaurants.latitude,
      longitude: restaurants.longitude,
    })
    .from(restaurants)
    .where(and(eq(restaurants.visible, true), isNotNull(restaurants.latitude), isNotNull(restaurants.longitude)))
    .orderBy(asc(restaurants.name), asc(restaurants.id));
}

export type LocatedRestaurantRow = Awaited<ReturnType<typeof listLocatedRestaurants>>[number];
