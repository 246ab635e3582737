import type { QueryClient } from '@tanstack/react-query';
import type { ExtraItem, MenuItem, PlaceDetails, RestaurantCursorPage, RestaurantOverview } from '@forkly/contracts';
import { placeKeys } from './features/places/api/place-keys';
import { restaurantKeys } from './lib/query-keys';

/**
 * The API answers the server rendered the restaurant list or a menu with (issue 11, decision 031),
 * written into the page as a JSON data block (never run, so the CSP has nothing to allow). The app
 * starts with them in its query cache, so its first screen is the one already on display.
 */
export interface PageData {
  placeId: string;
  place: PlaceDetails;
  /** The list's first page for the chosen address, without filters. */
  list?: RestaurantCursorPage;
  menu?: { id: number; overview: RestaurantOverview; menus: MenuItem[]; extras: ExtraItem[] };
}

export const PAGE_DATA_ID = 'page-data';

/** Puts the answers under the keys the pages ask with (restaurant-list.tsx, restaurant-menu.tsx). */
export function seedPageData(client: QueryClient, data: PageData): void {
  client.setQueryData(placeKeys.details(data.placeId), data.place);
  const { latitude, longitude } = data.place.location;
  const point = { latitude, longitude };
  if (data.list) client.setQueryData(restaurantKeys.cursorList(point), { pages: [data.list], pageParams: [undefined] });
  if (data.menu) {
    const { id, overview, menus, extras } = data.menu;
    client.setQueryData(restaurantKeys.overview(id, point), overview);
    client.setQueryData(restaurantKeys.menus(id), menus);
    client.setQueryData(restaurantKeys.extras(id), extras);
  }
}

/** The page's data block, if the server rendered this page; anything unreadable counts as none. */
export function readPageData(): PageData | undefined {
  const block = document.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return undefined;
  try {
    const data = JSON.parse(block.textContent) as PageData;
    return typeof data.placeId === 'string' && data.place ? data : undefined;
  } catch {
    return undefined;
  }
}
