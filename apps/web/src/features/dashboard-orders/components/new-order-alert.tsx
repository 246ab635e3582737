import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@forkly/contracts';
import { subscribeOrderChanges } from '../../../lib/live-events';
import { toast } from '../../../stores/toast-store';
import { orderQueryOptions } from '../../orders';
import { useFormatPrice } from '../../../lib/price-format';
import { armChime, playChime } from '../lib/chime';
import { isRestaurantRole } from '../lib/order-actions';

/**
 * A restaurant hears of each newly paid order wherever it is in the dashboard: a chime (once the
 * page has been interacted with) and a toast naming the order. The order lists and the overview
 * refresh on their own, as every live order event refreshes the ['orders'] queries.
 */
export function useNewOrderAlerts(role: Role): void {
  const { t } = useTranslation('dashboardOrders');
  const formatPrice = useFormatPrice();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isRestaurantRole(role)) return;
    armChime();
    // A resync or a second event about the same order must not ring twice.
    const announced = new Set<number>();
    return subscribeOrderChanges(({ orderId, status }) => {
      if (status !== 'CONFIRMED' || announced.has(orderId)) return;
      announced.add(orderId);
      playChime();
      queryClient.fetchQuery(orderQueryOptions(orderId)).then(
        (order) => toast.success(t('alert.newOrderNamed', { number: order.orderNumber, total: formatPrice(order.total) })),
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
