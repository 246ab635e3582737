import { useTranslation } from 'react-i18next';
import { EmptyResult } from '../../../components/feedback/empty-result';
import { useChosenAddress } from '../../places';
import { RestaurantCardSkeleton } from '../components/restaurant-card';
import { RestaurantList } from '../components/restaurant-list';

/** /details: the restaurants that deliver to the chosen address, nearest first. */
export function Component() {
  const { t } = useTranslation('restaurants');
  const address = useChosenAddress();
  const location = address.details?.location;
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('nearTitle')}</h1>
        {address.details && <p className="text-stone-700">{t('deliveringTo', { address: address.details.formattedAddress })}</p>}
      </header>
      {address.isLoading ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <RestaurantCardSkeleton key={i} />
          ))}
        </ul>
      ) : location ? (
        <RestaurantList point={{ latitude: location.latitude, longitude: location.longitude }} />
      ) : (
        // The chosen address could not be found: nothing can be said to deliver there.
        <EmptyResult />
      )}
    </section>
  );
}
