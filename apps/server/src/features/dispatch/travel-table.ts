import type { Place, TravelMinutes } from '@forkly/dispatch';
import { estimatedRoute, straightLineMeters } from '@forkly/domain';
import type { LatLon } from '../../geo/index';
import type { AppDeps } from '../../plugins/deps';

/** A courier that reported no position is taken to be this far from anywhere: last choice, never no choice. */
const UNKNOWN_POSITION_MINUTES = 30;

/** Straight line × 1.3 at city speed: what every path falls back to when the road network cannot say. */
function estimateMinutes(a: LatLon, b: LatLon): number {
  return estimatedRoute(straightLineMeters(a, b)).durationSeconds / 60;
}

/**
 * Seconds by car between every origin and destination, from the route provider's travel matrix
 * (the built-in router's cached one-to-many fields, OSRM's table; estimates with Google or when the
 * provider fails: decision 003). Should the provider itself not build, every pair is estimated.
 */
async function travelSeconds(deps: AppDeps, origins: LatLon[], destinations: LatLon[]): Promise<Float64Array> {
  try {
    return await deps.geo.get().travelMatrix(origins, destinations);
  } catch {
    const seconds = new Float64Array(origins.length * destinations.length);
    origins.forEach((a, i) => destinations.forEach((b, j) => (seconds[i * destinations.length + j] = estimateMinutes(a, b) * 60)));
    return seconds;
  }
}

interface Block {
  origins: Map<Place, number>;
  destinations: Map<Place, number>;
  seconds: Float64Array;
}

async function block(deps: AppDeps, origins: [Place, LatLon][], destinations: [Place, LatLon][]): Promise<Block> {
  const seconds =
    origins.length && destinations.length
      ? await travelSeconds(
          deps,
          origins.map(([, p]) => p),
          destinations.map(([, p]) => p),
        )
      : new Float64Array();
  return { origins: new Map(origins.map(([place], i) => [place, i])), destinations: new Map(destinations.map(([place], i) => [place, i])), seconds };
}

/**
 * The engine's travel function for one round (issue 24: "cached or tabled"), asked of the router
 * before the round's transaction and then read synchronously. The engine drives to restaurants from
 * couriers and doors (a courier's trip ends at a door), and to doors from restaurants and doors
 * (a bundle's next drop-off): two blocks, not every place to every place. A pair outside them, a
 * place that appeared since, or a pair the router could not route, is estimated from the straight line.
 */
export async function buildTravelTable(deps: AppDeps, places: Map<Place, LatLon | null>): Promise<TravelMinutes> {
  const located = [...places].filter((entry): entry is [Place, LatLon] => entry[1] !== null);
  const restaurants = located.filter(([place]) => place.startsWith('r'));
  const doors = located.filter(([place]) => place.startsWith('o'));
  const couriers = located.filter(([place]) => place.startsWith('c'));
  const [toRestaurants, toDoors] = await Promise.all([block(deps, [...couriers, ...doors], restaurants), block(deps, [...restaurants, ...doors], doors)]);
  const lookup = ({ origins, destinations, seconds }: Block, from: Place, to: Place) => {
    const i = origins.get(from);
    const j = destinations.get(to);
    return i === undefined || j === undefined ? undefined : seconds[i * destinations.size + j];
  };
  return (from, to) => {
    if (from === to) return 0;
    const value = lookup(to.startsWith('r') ? toRestaurants : toDoors, from, to);
    if (value !== undefined && Number.isFinite(value)) return value / 60;
    const a = places.get(from);
    const b = places.get(to);
    return a && b ? estimateMinutes(a, b) : UNKNOWN_POSITION_MINUTES;
  };
}
