import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useListParams } from '../../../components/data-table';
import { deferredComponent } from '../../../lib/deferred-component';
import { ORDER_FILTER_KEYS, ORDER_LIST_DEFAULTS, OrderFilters, OrdersTable, loadOrderDetailSheet, useDashboardOrders } from '../../dashboard-orders';
import { usePerson } from '../lib/person-context';

const OrderDetailSheet = deferredComponent(() => loadOrderDetailSheet().then((m) => m.OrderDetailSheet));

/** The customer is fixed by the page; status and search stay the staff member's to choose. */
const OWN_FILTERS = new Set(['status', 'search']);

/** /dashboard/users/{id}: the person's orders, in the dashboard's order table filtered by `userId`. */
export function Component() {
  const { user, viewer } = usePerson();
  const list = useListParams(ORDER_FILTER_KEYS, ORDER_LIST_DEFAULTS);
  const query = useMemo(() => {
    const kept = Object.entries(list.apiQuery).filter(([key]) => !ORDER_FILTER_KEYS.some((k) => k === key) || OWN_FILTERS.has(key));
    return { ...Object.fromEntries(kept), userId: user.id };
  }, [list.apiQuery, user.id]);
  const orders = useDashboardOrders(query);
  const [params, setParams] = useSearchParams();
  const opened = Number(params.get('order')) || undefined;
  const setOpened = (id: number | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === undefined) next.delete('order');
      else next.set('order', String(id));
      return next;
    });
  return (
    <>
      <OrdersTable query={orders} list={list} onOpen={setOpened} toolbar={<OrderFilters list={list} staff={false} />} />
      {opened && (
        <OrderDetailSheet orderId={opened} viewer={{ role: viewer.currentUserRole, userId: viewer.currentUserId }} onClose={() => setOpened(undefined)} />
      )}
    </>
  );
}
