import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { COURIER_ORDER_STATUSES, type CourierOrders, type CurrentTrip, type OrderWithdrawnEvent } from '@forkly/contracts';
import { subscribeLiveEvent } from '../../../lib/live-events';
import { courierPanelKeys } from './courier-panel-keys';

/** An order the courier held and no longer does, as the panel tells it. */
export interface WithdrawnOrder {
  orderId: number;
  /** The number the courier saw it by; null when the panel had not listed it. */
  orderNumber: string | null;
  reason: OrderWithdrawnEvent['reason'];
}

/** Takes the order out of the panel's cached lists and trip at once; answers the number it was shown by. */
function dropFromPanel(queryClient: QueryClient, orderId: number): string | null {
  let orderNumber: string | null = null;
  for (const status of COURIER_ORDER_STATUSES) {
    queryClient.setQueryData<CourierOrders>(courierPanelKeys.ordersByStatus(status), (page) => {
      const gone = page?.results.find((o) => o.id === orderId);
      if (!page || !gone) return page;
      orderNumber = gone.orderNumber;
      return { ...page, results: page.results.filter((o) => o.id !== orderId), totalCount: Math.max(0, page.totalCount - 1) };
    });
  }
  queryClient.setQueryData<CurrentTrip>(courierPanelKeys.trip(), (current) => {
    const gone = current?.trip?.stops.find((s) => s.id === orderId);
    if (!current?.trip || !gone) return current;
    orderNumber = gone.orderNumber;
    const stops = current.trip.stops.filter((s) => s.id !== orderId);
    return { trip: stops.length ? { ...current.trip, stops } : null };
  });
  return orderNumber;
}

/**
 * Issue 22: an order given to another courier or cancelled leaves the panel the moment the stream
 * says so (decision 038's `order-withdrawn`), before the lists are fetched again, and the courier
 * is told why, so a tap on it never meets a refusal it cannot explain.
 */
export function useWithdrawnOrders() {
  const queryClient = useQueryClient();
  const [withdrawn, setWithdrawn] = useState<WithdrawnOrder[]>([]);
  useEffect(
    () =>
      subscribeLiveEvent('order-withdrawn', ({ orderId, reason }) => {
        const orderNumber = dropFromPanel(queryClient, orderId);
        setWithdrawn((list) => [...list.filter((w) => w.orderId !== orderId), { orderId, orderNumber, reason }]);
      }),
    [queryClient],
  );
  const dismiss = useCallback((orderId: number) => setWithdrawn((list) => list.filter((w) => w.orderId !== orderId)), []);
  return { withdrawn, dismiss };
}
