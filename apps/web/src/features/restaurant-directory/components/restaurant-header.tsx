import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RestaurantListItem } from '@forkly/contracts';
import { BackLink } from '../../../components/ui/back-link';
import { paths } from '../../../config/paths';
import { useDateTimeFormat } from '../../../lib/date-format';
import { formatAddress } from '../../../lib/address-format';
import { RestaurantActions } from './restaurant-actions';
import { Rating, VisibilityBadge } from './restaurants-table';

/** Who the restaurant page is about: name, state, how to reach it, and the staff's switches. */
export function RestaurantHeader({ restaurant }: { restaurant: RestaurantListItem }) {
  const { t } = useTranslation('restaurantDirectory');
  const formatDate = useDateTimeFormat();
  const rows = [
    { label: t('fields.username'), value: restaurant.username },
    { label: t('fields.email'), value: restaurant.email },
    { label: t('fields.contact'), value: restaurant.contact || '—' },
    { label: t('fields.address'), value: formatAddress(restaurant.address) || '—' },
    { label: t('fields.rating'), value: <Rating restaurant={restaurant} /> },
    { label: t('fields.added'), value: formatDate(restaurant.createdAt) },
  ];
  return (
    <header className="flex flex-col gap-4">
      <BackLink to={paths.dashboard.restaurants}>{t('back')}</BackLink>
      <div className="flex flex-col gap-4 rounded-3xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-extrabold tracking-tight break-words text-ink sm:text-3xl">{restaurant.name}</h1>
            <VisibilityBadge restaurant={restaurant} />
          </div>
          {restaurant.parentRestaurantId !== null ? (
            <Link
              to={paths.dashboard.restaurant(restaurant.parentRestaurantId)}
              className="self-start text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t('branchOf', { name: restaurant.parentRestaurantName ?? `#${restaurant.parentRestaurantId}` })}
            </Link>
          ) : (
            <p className="text-sm text-stone-700">{t('mainRestaurant')}</p>
          )}
        </div>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((row) => (
            <div key={row.label} className="flex min-w-0 flex-col">
              <dt className="text-sm text-stone-700">{row.label}</dt>
              <dd className="font-medium break-words text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
        {restaurant.removedAt ? (
          <p role="status" className="rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
            {t('removedNotice', { date: formatDate(restaurant.removedAt) })}
          </p>
        ) : (
          <RestaurantActions restaurant={restaurant} />
        )}
      </div>
    </header>
  );
}
