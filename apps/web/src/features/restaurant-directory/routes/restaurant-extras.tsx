import { CataloguePage } from '../../catalogue-admin';
import { useRestaurantContext } from '../lib/restaurant-context';

/** /dashboard/restaurants/{id}/extras: the extras screen, scoped to this restaurant. */
export function Component() {
  const { restaurant, viewer } = useRestaurantContext();
  return <CataloguePage kind="extra" user={viewer} restaurantId={restaurant.id} />;
}
