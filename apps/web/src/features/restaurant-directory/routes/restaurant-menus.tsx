import { CataloguePage } from '../../catalogue-admin';
import { useRestaurantContext } from '../lib/restaurant-context';

/** /dashboard/restaurants/{id}/menus: the menus screen, scoped to this restaurant. */
export function Component() {
  const { restaurant, viewer } = useRestaurantContext();
  return <CataloguePage kind="menu" user={viewer} restaurantId={restaurant.id} />;
}
