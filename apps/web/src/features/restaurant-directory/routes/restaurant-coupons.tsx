import { useTranslation } from 'react-i18next';
import { CouponsPanel } from '../../restaurant-admin';
import { useRestaurantContext } from '../lib/restaurant-context';

/** /dashboard/restaurants/{id}/coupons: this restaurant's codes, and new ones for it. */
export function Component() {
  const { t } = useTranslation('restaurantDirectory');
  const { restaurant } = useRestaurantContext();
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-ink">{t('tabs.coupons')}</h2>
      <CouponsPanel restaurantId={restaurant.id} showRestaurant={false} />
    </div>
  );
}
