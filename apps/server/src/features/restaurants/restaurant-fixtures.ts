import { vi } from 'vitest';
import type { Database } from '../../db/client';
import type { OpeningHours } from '../../db/schema/index';
import { createRestaurant } from '../../../test/factories';
import type { TestContext } from '../../../test/helper';

/** Test data for the restaurant list tests (STYLE.md 11). Only tests import this file. */

/** About 111 m of latitude per 0.001 degree: restaurants on a line north of a centre. */
export const KM = 0.008993;
export const ALWAYS_OPEN: OpeningHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
for (const day of Object.keys(ALWAYS_OPEN) as (keyof OpeningHours)[]) ALWAYS_OPEN[day] = [{ open: '00:00', close: '00:00' }];

/** A fake route provider: every route is `factor` x the straight line... or fails. */
export function stubRoutes(app: TestContext['app'], answer: 'fail' | { distanceMeters: number; durationSeconds: number }) {
  const routes = vi.fn(async () => {
    if (answer === 'fail') throw new Error('routing is down');
    return [{ summary: 'Test', startAddress: '', endAddress: '', geometry: { type: 'LineString' as const, coordinates: [] }, ...answer }];
  });
  vi.spyOn(app.deps.geo, 'get').mockReturnValue({ routes } as unknown as ReturnType<typeof app.deps.geo.get>);
  return routes;
}

/** Restaurants north of `centre`, at the given km, always open unless told otherwise. */
export async function placeRestaurants(
  db: Database,
  centre: { latitude: number; longitude: number },
  kms: number[],
  values: Parameters<typeof createRestaurant>[1] = {},
) {
  const made = [];
  for (const km of kms) {
    const { restaurant } = await createRestaurant(db, {
      latitude: centre.latitude + km * KM,
      longitude: centre.longitude,
      openingHours: ALWAYS_OPEN,
      deliveryRadiusMeters: 20_000,
      offersDish: true,
      ...values,
    });
    made.push(restaurant);
  }
  return made;
}
