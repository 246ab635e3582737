import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useListParams } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { ORDER_FILTER_KEYS, ORDER_LIST_DEFAULTS, OrdersTable, useDashboardOrders } from '../../dashboard-orders';
import { ItemHistory } from '../../platform-records';

/**
 * What stays of a removed restaurant for staff (issue 22): its past orders (GET /paged-orders?restaurantId=),
 * each opening in the order list's detail, and its own history from the audit log (ADMIN).
 */
export function RemovedRestaurantRecord({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation('restaurantDirectory');
  const navigate = useNavigate();
  const list = useListParams(ORDER_FILTER_KEYS, ORDER_LIST_DEFAULTS);
  const query = useMemo(() => ({ ...list.apiQuery, restaurantId }), [list.apiQuery, restaurantId]);
  const orders = useDashboardOrders(query);
  return (
    <>
      <section aria-labelledby="removed-orders-title" className="flex flex-col gap-3">
        <h2 id="removed-orders-title" className="text-xl font-bold text-ink">
          {t('pastOrders')}
        </h2>
        <OrdersTable query={orders} list={list} onOpen={(id) => navigate(`${paths.dashboard.orders}?order=${id}`)} />
      </section>
      <ItemHistory entity="restaurant" entityId={restaurantId} />
    </>
  );
}
