import RestaurantSettingsCard from '../../restaurant-admin/components/restaurant-settings-card';
import { useRestaurantContext } from '../lib/restaurant-context';

/** /dashboard/restaurants/{id}/settings: its hours, pause switch and delivery terms, as it edits them itself. */
export function Component() {
  const { restaurant } = useRestaurantContext();
  return <RestaurantSettingsCard key={restaurant.id} restaurantId={restaurant.id} />;
}
