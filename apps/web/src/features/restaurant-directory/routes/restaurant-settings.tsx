import { RestaurantSettingsCard } from '../../restaurant-admin';
import { ItemHistory } from '../../platform-records';
import { useRestaurantContext } from '../lib/restaurant-context';

/** /dashboard/restaurants/{id}/settings: its hours, pause switch and delivery terms, as it edits them itself. */
export function Component() {
  const { restaurant } = useRestaurantContext();
  return (
    <div className="flex flex-col gap-6">
      <RestaurantSettingsCard key={restaurant.id} restaurantId={restaurant.id} />
      <ItemHistory entity="restaurant" entityId={restaurant.id} />
    </div>
  );
}
