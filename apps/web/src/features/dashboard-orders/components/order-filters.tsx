import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '@forkly/contracts';
import { SelectFilter, TextFilter, type ListParams } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import type { OrderFilterKey } from '../lib/order-filters';

interface OrderFiltersProps {
  list: ListParams<OrderFilterKey>;
  /** Staff may narrow by restaurant, customer and courier id; the others see only their own anyway. */
  staff: boolean;
}

/** The list's filters (SPEC.md section 3): status, a number/name search, and for staff the ids. */
export function OrderFilters({ list, staff }: OrderFiltersProps) {
  const { t } = useTranslation('dashboardOrders');
  const { t: to } = useTranslation('orders');
  const idFilters = staff ? (['restaurantId', 'userId', 'courierId'] as const) : [];
  return (
    <>
      <SelectFilter
        label={t('filters.status')}
        value={list.filters.status}
        onChange={(value) => list.setFilter('status', value)}
        allLabel={t('filters.allStatuses')}
        options={ORDER_STATUSES.map((status) => ({ value: status, label: to(`status.${status}`) }))}
      />
      <TextFilter
        wide
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={list.filters.search}
        onChange={(value) => list.setFilter('search', value)}
      />
      {idFilters.map((key) => (
        <TextFilter key={key} type="number" label={t(`filters.${key}`)} value={list.filters[key]} onChange={(value) => list.setFilter(key, value)} />
      ))}
      {Object.keys(list.filters).length > 0 && (
        <Button variant="ghost" onClick={list.clearFilters} className="self-end">
          {t('filters.clear')}
        </Button>
      )}
    </>
  );
}
