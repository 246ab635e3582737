import type { MapRestaurant } from '@forkly/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The map's markers as a list: the same restaurants and menu links for anyone not using the map. */
export function RestaurantDirectory({ restaurants }: { restaurants: MapRestaurant[] }) {
  const { t } = useTranslation('maps');
  return (
    <section aria-labelledby="map-directory-title" className="flex flex-col gap-3">
      <h2 id="map-directory-title" className="text-lg font-bold text-ink">
        {t('demo.listTitle', { count: restaurants.length })}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {restaurants.map((r) => (
          <li key={r.id} className="flex flex-col rounded-xl bg-white p-3 ring-1 ring-stone-200">
            <span className="font-semibold text-ink">{r.name}</span>
            <span className="text-sm text-stone-700">{r.address}</span>
            <Link
              to={paths.details.menu(r.id)}
              className="mt-1 self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              aria-label={t('openMenuOf', { name: r.name })}
            >
              {t('openMenu')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
