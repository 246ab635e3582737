import { useOutletContext } from 'react-router';
import type { ActiveUser, RestaurantListItem } from '@forkly/contracts';

/** What the restaurant page hands its tabs: the restaurant shown and the staff member looking. */
export interface RestaurantContext {
  restaurant: RestaurantListItem;
  viewer: ActiveUser;
}

export function useRestaurantContext(): RestaurantContext {
  return useOutletContext<RestaurantContext>();
}
