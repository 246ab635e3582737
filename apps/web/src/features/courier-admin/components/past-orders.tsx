import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useListParams } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { ORDER_FILTER_KEYS, ORDER_LIST_DEFAULTS, OrdersTable, useDashboardOrders } from '../../dashboard-orders';

/**
 * The orders the courier delivered, in the dashboard's order table (GET /paged-orders?courierId=),
 * newest first; each opens in the order list's detail.
 */
export function PastOrders({ courierId }: { courierId: number }) {
  const { t } = useTranslation('courierAdmin');
  const navigate = useNavigate();
  const list = useListParams(ORDER_FILTER_KEYS, ORDER_LIST_DEFAULTS);
  const query = useMemo(() => ({ ...list.apiQuery, courierId, status: 'DELIVERED' }), [list.apiQuery, courierId]);
  const orders = useDashboardOrders(query);
  return (
    <section aria-labelledby="past-orders-title" className="flex flex-col gap-3">
      <h2 id="past-orders-title" className="text-xl font-bold text-ink">
        {t('detail.pastTitle')}
      </h2>
      <OrdersTable query={orders} list={list} onOpen={(id) => navigate(`${paths.dashboard.orders}?order=${id}`)} />
    </section>
  );
}
