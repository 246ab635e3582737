import { useTranslation } from 'react-i18next';
import { RestaurantList } from '../components/restaurant-list';

/** /all-restaurants: every restaurant by name, whatever the address. */
export function Component() {
  const { t } = useTranslation('restaurants');
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('allTitle')}</h1>
      <RestaurantList />
    </section>
  );
}
