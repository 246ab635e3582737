import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RestaurantListItem } from '@forkly/contracts';
import { DataTable, type Column, type ListParams, type TableQuery } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useDateTimeFormat } from '../../../lib/date-format';
import { formatAddress } from '../../../lib/address-format';
import type { DirectoryFilterKey } from '../lib/directory-filters';

interface RestaurantsTableProps {
  query: TableQuery<RestaurantListItem>;
  list: ListParams<DirectoryFilterKey>;
  toolbar: ReactNode;
}

/** Shown to customers or not, or removed for good. */
export function VisibilityBadge({ restaurant }: { restaurant: Pick<RestaurantListItem, 'visible' | 'removedAt'> }) {
  const { t } = useTranslation('restaurantDirectory');
  const state = restaurant.removedAt ? 'removed' : restaurant.visible ? 'visible' : 'hidden';
  const style = {
    removed: 'bg-red-50 text-red-800 ring-red-200',
    visible: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    hidden: 'bg-stone-100 text-stone-800 ring-stone-300',
  }[state];
  return <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1', style)}>{t(state)}</span>;
}

export function Rating({ restaurant }: { restaurant: Pick<RestaurantListItem, 'rating' | 'ratingCount'> }) {
  const { t, i18n } = useTranslation('restaurantDirectory');
  if (restaurant.rating === null) return <span className="text-stone-600">{t('unrated')}</span>;
  return (
    <span className="inline-flex items-center gap-1 tabular-nums">
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
      {t('rating', { rating: restaurant.rating.toLocaleString(i18n.language, { maximumFractionDigits: 1 }), count: restaurant.ratingCount })}
    </span>
  );
}

/** The staff's restaurants: name (opens it), address, rating, visible, parent or main restaurant. */
export function RestaurantsTable({ query, list, toolbar }: RestaurantsTableProps) {
  const { t } = useTranslation('restaurantDirectory');
  const formatDate = useDateTimeFormat();
  const linkStyle = 'font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';
  const columns: Column<RestaurantListItem>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      sortKey: 'NAME',
      cell: (r) => (
        <div className="flex min-w-0 flex-col max-sm:items-end">
          <Link to={paths.dashboard.restaurant(r.id)} className={clsx(linkStyle, 'break-words')}>
            {r.name}
          </Link>
          <span className="text-xs break-all text-stone-600">{r.username}</span>
        </div>
      ),
    },
    { id: 'address', header: t('columns.address'), cell: (r) => formatAddress(r.address) || '—' },
    { id: 'rating', header: t('columns.rating'), sortKey: 'RATING', cell: (r) => <Rating restaurant={r} /> },
    { id: 'visible', header: t('columns.visible'), cell: (r) => <VisibilityBadge restaurant={r} /> },
    {
      id: 'parent',
      header: t('columns.parent'),
      cell: (r) =>
        r.parentRestaurantId === null ? (
          <span>{t('mainRestaurant')}</span>
        ) : (
          <Link to={paths.dashboard.restaurant(r.parentRestaurantId)} className={linkStyle}>
            {t('branchOf', { name: r.parentRestaurantName ?? `#${r.parentRestaurantId}` })}
          </Link>
        ),
    },
    // The name opens the restaurant: no separate Open column, so the table fits a laptop in German too.
    { id: 'added', header: t('columns.added'), sortKey: 'DATE', cell: (r) => <span className="whitespace-nowrap">{formatDate(r.createdAt)}</span> },
  ];
  return (
    <DataTable
      caption={t('title')}
      columns={columns}
      rowKey={(r) => r.id}
      query={query}
      list={list}
      toolbar={toolbar}
      empty={<p>{t(Object.values(list.filters).some(Boolean) ? 'emptyFiltered' : 'empty')}</p>}
    />
  );
}
