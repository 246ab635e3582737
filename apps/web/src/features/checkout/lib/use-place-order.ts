import { useState } from 'react';
import type { MakeOrderRequest } from '@forkly/contracts';
import { ApiError } from '../../../lib/api-error';
import { useBasket } from '../../../stores/basket-store';
import { cancelOrder, goToPayment, startCheckout } from '../../orders';
import { makeOrder } from '../api/make-order';
import { newIdempotencyKey, requestSignature } from './checkout-request';

/** The order is gone or paid: the basket's remembered order can no longer be paid. */
const isStale = (error: unknown) => error instanceof ApiError && (error.errorCode === 'orderNotPending' || error.errorCode === 'orderNotFound');

/**
 * "Place order and pay": make-order with an Idempotency-Key kept in the basket, then checkout, then
 * the payment page. The basket remembers its unpaid order: pressing again for the same basket pays
 * that order instead of making a second one (DESIGN.md section 6a); a basket changed since then
 * cancels that order first and makes a new one, so it keeps one unpaid order at most.
 */
export function usePlaceOrderAndPay() {
  const [busy, setBusy] = useState(false);

  async function placeAndPay(request: MakeOrderRequest): Promise<void> {
    setBusy(true);
    try {
      const signature = requestSignature(request);
      const basket = useBasket.getState();
      if (basket.orderId && basket.checkoutKey?.request === signature) {
        try {
          goToPayment((await startCheckout({ orderId: basket.orderId })).redirectUrl);
          return;
        } catch (error) {
          if (!isStale(error)) throw error;
          basket.setOrderId(undefined);
          basket.setCheckoutKey(undefined);
        }
      }
      const stale = useBasket.getState();
      if (stale.orderId) {
        // The basket changed after it became an order: that unpaid order no longer says what the
        // customer wants. It is cancelled before the new one is made, so a basket never leaves two
        // unpaid orders behind (one paid meanwhile elsewhere is left as it is).
        await cancelOrder(stale.orderId).catch((error: unknown) => {
          if (!isStale(error)) throw error;
        });
        stale.setOrderId(undefined);
        stale.setCheckoutKey(undefined);
      }
      const current = useBasket.getState();
      const reusable = !current.orderId && current.checkoutKey?.request === signature;
      const key = reusable ? current.checkoutKey!.key : newIdempotencyKey();
      current.setCheckoutKey({ key, request: signature });
      const order = await makeOrder({ body: request, idempotencyKey: key });
      useBasket.getState().setOrderId(order.id);
      goToPayment((await startCheckout({ orderId: order.id })).redirectUrl);
    } catch (error) {
      setBusy(false);
      throw error;
    }
  }

  return { placeAndPay, busy };
}
