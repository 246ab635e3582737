import type { Favourites } from '@forkly/contracts';
import { straightLineMeters } from '@forkly/domain';
import type { AccessClaims } from '../../lib/jwt';
import { AppError } from '../../lib/app-error';
import { restaurantOpeningState } from '../../lib/opening-hours';
import type { AppDeps } from '../../plugins/deps';
import { quoteDeliveries, type DeliveryQuote } from './delivery-quote.service';
import { deleteFavourite, insertFavourite, listFavouriteRestaurants } from './favourites.repo';
import { presentCard } from './restaurants.presenter';
import { findCatalogueRestaurant } from './restaurants.service';
import type { Point } from './restaurants.repo';

/** GET /favourites: the caller's favourites as the list's cards, with delivery terms to the point if given. */
export async function listFavourites(deps: AppDeps, { caller, point }: { caller: AccessClaims; point?: Point }): Promise<Favourites> {
  const rows = await listFavouriteRestaurants(deps.db, caller.userId);
  const list = rows.map((r) => r.restaurant);
  const quotes = point ? await quoteDeliveries(deps, list, point) : new Map<number, DeliveryQuote>();
  const now = new Date();
  return {
    results: list.map((restaurant) => {
      const located = restaurant.latitude !== null && restaurant.longitude !== null;
      const distance = point && located ? Math.round(straightLineMeters({ latitude: restaurant.latitude!, longitude: restaurant.longitude! }, point)) : null;
      return presentCard(restaurant, { distance, quote: quotes.get(restaurant.id), state: restaurantOpeningState(restaurant, now) });
    }),
  };
}

/** PUT /favourites/{id}: only a restaurant customers can see can be marked. */
export async function addFavourite(deps: AppDeps, { caller, restaurantId }: { caller: AccessClaims; restaurantId: number }): Promise<void> {
  const restaurant = await findCatalogueRestaurant(deps, restaurantId);
  if (!restaurant || restaurant.removedAt || !restaurant.visible) throw new AppError('restaurantNotFound');
  await insertFavourite(deps.db, caller.userId, restaurantId);
}

/** DELETE /favourites/{id}: a restaurant that was no favourite (or is gone) is no error. */
export async function removeFavourite(deps: AppDeps, { caller, restaurantId }: { caller: AccessClaims; restaurantId: number }): Promise<void> {
  await deleteFavourite(deps.db, caller.userId, restaurantId);
}
