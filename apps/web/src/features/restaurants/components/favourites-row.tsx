import { useTranslation } from 'react-i18next';
import type { Point } from '../api/get-restaurant-overview';
import { useFavourites } from '../api/favourites';
import { RestaurantCard } from './restaurant-card';

/** The customer's favourites above the list (issue 25), scrolled sideways; nothing for a visitor or without favourites. */
export function FavouritesRow({ point }: { point?: Point }) {
  const { t } = useTranslation('restaurants');
  const favourites = useFavourites(point);
  const list = favourites.data?.results ?? [];
  if (!list.length) return null;
  return (
    <section aria-labelledby="favourites-heading" className="flex flex-col gap-3">
      <h2 id="favourites-heading" className="text-xl font-bold text-ink">
        {t('favourites.title')}
      </h2>
      {/* Padding so the cards' focus rings and shadows are not clipped by the scroller. */}
      <ul className="-mx-1 flex snap-x gap-4 overflow-x-auto px-1 pt-1 pb-3">
        {list.map((restaurant) => (
          <RestaurantCard key={restaurant.id} restaurant={restaurant} point={point} className="w-64 shrink-0 snap-start sm:w-72" />
        ))}
      </ul>
    </section>
  );
}
