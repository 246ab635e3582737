import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { restaurantsEndpoints, type Allergen, type RestaurantCuisine, type RestaurantCursorPage, type RestaurantCursorSortKey } from '@forkly/contracts';
import { SHORT_TIMEOUT_MS } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { restaurantKeys } from '../../../lib/query-keys';

/** SPEC.md section 9: the cursor list takes 20 a page. */
export const RESTAURANTS_PAGE_SIZE = 20;

export interface RestaurantFilters {
  latitude?: number;
  longitude?: number;
  name?: string;
  /** Minimum stars. */
  rating?: number;
  sortBy?: RestaurantCursorSortKey;
  openNow?: 'true';
  freeDelivery?: 'true';
  cuisine?: RestaurantCuisine;
  freeOf?: Allergen;
}

/**
 * GET /paged-restaurants in cursor mode. Typed by the contract but not parsed with its zod schema:
 * zod would add ~28 KB to the restaurant list's first load (DESIGN.md section 8's budget), and
 * the server already serialises through that schema.
 */
export async function getRestaurantsPage(filters: RestaurantFilters, pageParam: string | undefined, signal?: AbortSignal): Promise<RestaurantCursorPage> {
  const page = await callEndpoint(
    restaurantsEndpoints.listRestaurants,
    { query: { limit: RESTAURANTS_PAGE_SIZE, pageParam, ...filters } },
    // SPEC.md section 9: 20 s for the cursor restaurant list.
    { timeoutMs: SHORT_TIMEOUT_MS, signal, unchecked: true },
  );
  // Without `page` the answer is the cursor form of the endpoint's two.
  return page as RestaurantCursorPage;
}

export const restaurantsQueryOptions = (filters: RestaurantFilters) =>
  infiniteQueryOptions({
    queryKey: restaurantKeys.cursorList(filters),
    queryFn: ({ pageParam, signal }) => getRestaurantsPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasNextPage && last.lastCursor ? last.lastCursor : undefined),
    // SPEC.md section 9: the one list that is retried, once.
    retry: 1,
  });

export function useRestaurants(filters: RestaurantFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...restaurantsQueryOptions(filters), enabled: options.enabled ?? true });
}
