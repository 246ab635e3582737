import { ARRIVAL_WINDOW_MINUTES, type DeliveryEstimate } from '@forkly/contracts';
import { quotedDropoff } from '@forkly/dispatch';
import type { AppDeps } from '../../plugins/deps';
import { fromMinutes, PRODUCTION_SETTINGS, toMinutes } from './round-input';
import { findZonePlan } from './zone-state.repo';

/** A zone's plan older than this (its rounds stopped) is not trusted: the estimate assumes a courier is at hand. */
const STALE_PLAN_MS = 5 * 60_000;
/**
 * Every list page and menu header reads its zone's plan: each instance keeps it this long in the
 * catalogue cache (rounds rewrite it every minute; an estimate 15 s behind is still an estimate).
 */
const PLAN_CACHE_MS = 15_000;

function zonePlan(deps: AppDeps, zoneId: number) {
  return deps.catalogue.readUntil(`zone-plan:${zoneId}`, async () => ({ value: await findZonePlan(deps.db, zoneId), until: Date.now() + PLAN_CACHE_MS }));
}

export interface EstimatedRestaurant {
  id: number;
  zoneId: number;
  preparationMinutes: number;
}

/**
 * When orders placed now would arrive (issue 24: the checkout's "Arrives around 12:40" and the
 * restaurant list's estimate): the food ready after the kitchen's usual time, picked up then or when
 * the zone's last round says the first free courier can be there, whichever is later, then driven
 * to the door. `driveSeconds` per restaurant id.
 */
export async function estimateArrivals(
  deps: AppDeps,
  restaurants: readonly EstimatedRestaurant[],
  driveSeconds: Map<number, number>,
  now = new Date(),
): Promise<Map<number, Date>> {
  const plans = new Map<number, Awaited<ReturnType<typeof findZonePlan>>>();
  for (const zoneId of new Set(restaurants.map((r) => r.zoneId))) plans.set(zoneId, await zonePlan(deps, zoneId));
  const arrivals = new Map<number, Date>();
  for (const restaurant of restaurants) {
    const drive = driveSeconds.get(restaurant.id);
    if (drive === undefined) continue;
    const plan = plans.get(restaurant.zoneId);
    const fresh = plan?.plannedAt && now.getTime() - plan.plannedAt.getTime() < STALE_PLAN_MS;
    const earliest = fresh ? plan.pickupQuotes[String(restaurant.id)] : undefined;
    const minutes = quotedDropoff(
      { readyAt: toMinutes(now) + restaurant.preparationMinutes, driveMinutes: drive / 60 },
      earliest === undefined ? undefined : toMinutes(new Date(earliest)),
      PRODUCTION_SETTINGS,
    );
    arrivals.set(restaurant.id, fromMinutes(minutes));
  }
  return arrivals;
}

const HALF_WINDOW_MS = (ARRIVAL_WINDOW_MINUTES / 2) * 60_000;

/** A time to tell the customer, with the window around it. */
export function estimateAround(at: Date): DeliveryEstimate {
  return {
    arrivesAt: at.toISOString(),
    earliest: new Date(at.getTime() - HALF_WINDOW_MS).toISOString(),
    latest: new Date(at.getTime() + HALF_WINDOW_MS).toISOString(),
  };
}
