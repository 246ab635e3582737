import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@forkly/contracts';
import { DataTable, TextFilter, type Column, type ListParams, type TableQuery } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { useDateTimeFormat } from '../../../lib/date-format';
import { useFormatPrice } from '../../../lib/price-format';

interface CouponsTableProps {
  query: TableQuery<Coupon>;
  list: ListParams<'name'>;
  /** Staff see every restaurant's codes: show which restaurant each belongs to. */
  showRestaurant: boolean;
  onDelete: (coupon: Coupon) => void;
}

/** The coupon list: code, percentage, used / limit, expiry, where it is valid, and Delete. */
export function CouponsTable({ query, list, showRestaurant, onDelete }: CouponsTableProps) {
  const { t } = useTranslation('restaurantAdmin');
  const formatDate = useDateTimeFormat();
  const formatPrice = useFormatPrice();
  const expired = (coupon: Coupon) => coupon.expiresAt !== null && new Date(coupon.expiresAt).getTime() <= Date.now();
  const columns: Column<Coupon>[] = [
    {
      id: 'name',
      header: t('coupons.columns.name'),
      sortKey: 'NAME',
      cell: (c) => (
        <div className="flex flex-col max-sm:items-end">
          <span className="font-mono font-semibold break-all text-ink">{c.name}</span>
          <span className="text-xs text-stone-600">{c.description}</span>
        </div>
      ),
    },
    {
      id: 'percentage',
      header: t('coupons.columns.percentage'),
      // A voucher of an amount (issue 22) takes euro off, not a percentage.
      cell: (c) => <span className="tabular-nums">{c.percentage === null ? formatPrice(c.amount ?? 0) : `${c.percentage} %`}</span>,
      className: 'sm:text-right',
    },
    {
      id: 'used',
      header: t('coupons.columns.used'),
      cell: (c) => (
        <span className="tabular-nums">
          {c.usageLimit === null ? t('coupons.usedUnlimited', { used: c.usedCount }) : t('coupons.usedOf', { used: c.usedCount, limit: c.usageLimit })}
        </span>
      ),
    },
    {
      id: 'expires',
      header: t('coupons.columns.expiresAt'),
      cell: (c) =>
        c.expiresAt === null ? (
          <span className="text-stone-600">{t('coupons.never')}</span>
        ) : (
          <span className={expired(c) ? 'text-red-700' : undefined}>
            {expired(c) ? t('coupons.expiredOn', { date: formatDate(c.expiresAt) }) : formatDate(c.expiresAt)}
          </span>
        ),
    },
    ...(showRestaurant
      ? [
          {
            id: 'restaurant',
            header: t('coupons.columns.restaurant'),
            cell: (c: Coupon) => c.restaurantName ?? <span className="text-stone-600">{t('coupons.everywhere')}</span>,
          },
        ]
      : []),
    { id: 'created', header: t('coupons.columns.created'), sortKey: 'DATE', cell: (c) => formatDate(c.createdAt) },
    {
      id: 'action',
      header: t('coupons.columns.action'),
      cell: (c) => (
        <Button size="sm" variant="secondary" onClick={() => onDelete(c)} aria-label={t('coupons.deleteNamed', { name: c.name })}>
          <Trash2 aria-hidden className="size-4" />
          {t('coupons.delete')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('coupons.title')}
      columns={columns}
      rowKey={(c) => c.id}
      query={query}
      list={list}
      toolbar={<TextFilter label={t('coupons.search')} value={list.filters.name} onChange={(value) => list.setFilter('name', value)} />}
      empty={<p>{t(list.filters.name ? 'coupons.emptyFiltered' : 'coupons.empty')}</p>}
    />
  );
}
