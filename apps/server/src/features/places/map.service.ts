import type { MapConfig } from '@forkly/contracts';
import type { AppDeps } from '../../plugins/deps';
import { listLocatedRestaurants } from './map-restaurants.repo';

/**
 * What the web maps draw (DESIGN.md section 5): the provider's centre, attribution and network,
 * and MAP_STYLE_URL when set, which then replaces the drawn network as the base map.
 */
export function mapConfig(deps: AppDeps): MapConfig {
  const { center, zoom, attribution, demoData, network, drawRoutes } = deps.geo.get().mapConfig();
  const styleUrl = deps.config.geo.mapStyleUrl ?? null;
  return { center, zoom, attribution, demoData, network: styleUrl ? null : (network ?? null), drawRoutes, styleUrl };
}

/** Every visible restaurant with a location: the map demo shows them all at once, clustered. */
export function mapRestaurants(deps: AppDeps) {
  return listLocatedRestaurants(deps.db);
}

/** For the CSP: MAP_STYLE_URL on another host means the maps fetch its style, tiles and sprites there. */
export function mapStyleOrigins(styleUrl: string | undefined): string[] {
  if (!styleUrl || styleUrl.startsWith('/')) return [];
  try {
    return [new URL(styleUrl).origin];
  } catch {
    return [];
  }
}
