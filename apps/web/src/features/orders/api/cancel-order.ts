import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersEndpoints, type Order } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useBasket } from '../../../stores/basket-store';
import { orderKeys } from '../../../lib/query-keys';

/** PUT /order/{id}/cancel: the customer's own unpaid order; answers it cancelled. */
export function cancelOrder(id: number) {
  return callEndpoint(ordersEndpoints.cancelOrder, { params: { id } });
}

/**
 * Says it is done (`onCancelled`) and shows the cancelled order at once; the basket forgets it, so its next checkout places a new
 * order instead of trying to pay this one. Either way the order and every order list are read
 * again (a refusal usually means it was paid meanwhile).
 */
export function useCancelOrder(id: number, onCancelled?: (order: Order) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(id),
    // Here, not in mutate()'s options: the cancelled order takes the button off its page, and
    // mutate()'s callbacks do not run once the component that called it is gone.
    onSuccess: (order: Order) => {
      onCancelled?.(order);
      const basket = useBasket.getState();
      if (basket.orderId === id) {
        basket.setOrderId(undefined);
        basket.setCheckoutKey(undefined);
      }
      queryClient.setQueryData(orderKeys.detail(id), order);
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) }), queryClient.invalidateQueries({ queryKey: orderKeys.lists() })]),
  });
}
