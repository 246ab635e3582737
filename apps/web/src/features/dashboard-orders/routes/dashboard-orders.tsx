import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isStaffRole, type ActiveUser } from '@forkly/contracts';
import { useListParams } from '../../../components/data-table';
import { useActiveUser } from '../../../lib/active-user';
import { useDashboardOrders } from '../api/get-dashboard-orders';
import { OrderFilters } from '../components/order-filters';
import { OrdersTable } from '../components/orders-table';
import { ScheduledOrders } from '../components/scheduled-orders';
import { ORDER_FILTER_KEYS, ORDER_LIST_DEFAULTS } from '../lib/order-filters';
import { deferredComponent } from '../../../lib/deferred-component';

const OrderDetailSheet = deferredComponent(() => import('../components/order-detail-sheet').then((m) => m.OrderDetailSheet));

const ID_FILTERS = new Set(['restaurantId', 'userId', 'courierId']);

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * The dashboard's order list (SPEC.md section 2): the server shows each role only its own orders.
 * Filters, sort, page and the opened order (`?order=`) live in the URL, so the overview's cards
 * can link to a filtered list and a reload keeps the place.
 */
export function OrdersPage({ user }: { user: ActiveUser }) {
  const { t } = useTranslation('dashboardOrders');
  const list = useListParams(ORDER_FILTER_KEYS, ORDER_LIST_DEFAULTS);
  const [params, setParams] = useSearchParams();
  const staff = isStaffRole(user.currentUserRole);
  // An id typed by hand that is not a positive whole number is left out rather than sent for a 400.
  const apiQuery = useMemo(
    () => Object.fromEntries(Object.entries(list.apiQuery).filter(([key, value]) => !ID_FILTERS.has(key) || positiveInt(String(value)) !== undefined)),
    [list.apiQuery],
  );
  const orders = useDashboardOrders(apiQuery);
  const opened = positiveInt(params.get('order'));
  const setOpened = (id: number | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === undefined) next.delete('order');
      else next.set('order', String(id));
      return next;
    });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('title')}</h1>
        <p className="mt-1 text-stone-700">{t(`intro.${staff ? 'staff' : user.currentUserRole === 'COURIER' ? 'courier' : 'restaurant'}`)}</p>
      </div>
      {user.currentUserRole !== 'COURIER' && <ScheduledOrders onOpen={setOpened} />}
      <OrdersTable query={orders} list={list} onOpen={setOpened} toolbar={<OrderFilters list={list} staff={staff} />} />
      {opened && <OrderDetailSheet orderId={opened} viewer={{ role: user.currentUserRole, userId: user.currentUserId }} onClose={() => setOpened(undefined)} />}
    </div>
  );
}

/** /dashboard/orders, behind the role guard of the orders section. */
export function Component() {
  const { data: user } = useActiveUser();
  if (!user) return null; // the role guard renders this page only once the user is known
  return <OrdersPage user={user} />;
}
