import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRestaurantRole, type Role } from '@forkly/contracts';
import { subscribeOrderChanges } from '../../../lib/live-events';
import { toast } from '../../../stores/toast-store';
import { orderQueryOptions } from '../../orders';
import { useFormatPrice } from '../../../lib/price-format';

/**
 * A restaurant is told of each newly paid order wherever it is in the dashboard with a toast naming
 * the order; the kitchen alerts (features/kitchen-alerts) ring and keep the banner until someone
 * answers it. An event about an order already waiting (its escalation after a reload) is not new.
 * The order lists and the overview refresh on their own, as every live order event refreshes the
 * ['orders'] queries.
 */
export function useNewOrderAlerts(role: Role): void {
  const { t } = useTranslation('dashboardOrders');
  const formatPrice = useFormatPrice();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isRestaurantRole(role)) return;
    // A resync or a second event about the same order must not toast twice.
    const announced = new Set<number>();
    return subscribeOrderChanges(({ orderId, status }) => {
      if (status !== 'CONFIRMED' || announced.has(orderId)) return;
      announced.add(orderId);
      queryClient.fetchQuery(orderQueryOptions(orderId)).then(
        (order) => {
          const fresh = order.status === 'CONFIRMED' && order.acceptedAt === null && order.escalation === null;
          if (fresh) toast.success(t('alert.newOrderNamed', { number: order.orderNumber, total: formatPrice(order.total) }));
        },
        () => toast.success(t('alert.newOrder')),
      );
    });
  }, [role, t, formatPrice, queryClient]);
}

/** Mounted once in the dashboard layout. */
export function NewOrderAlert({ role }: { role: Role }) {
  useNewOrderAlerts(role);
  return null;
}
