import { confirmedOrder } from '../../../../test/fixtures';
// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MakeOrderRequest, Order } from '@forkly/contracts';
import { checkoutResponseSchema, orderSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, server } from '../../../../test/msw';
import { useBasket } from '../../../stores/basket-store';
import { requestSignature } from './checkout-request';
import { paymentNavigation } from '../../orders';
import { usePlaceOrderAndPay } from './use-place-order';

const request = (quantity: number): MakeOrderRequest => ({
  restaurantId: 3,
  lines: [{ menuId: 11, quantity }],
  deliveryAddress: { street: 'Königstraße', houseNumber: '1', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0 },
  note: '',
});

const order = (id: number, status: Order['status']): Order => ({
  ...confirmedOrder,
  id,
  orderNumber: `FK-10000${id}`,
  status,
  restaurant: { id: 3, name: 'Napoli', contact: '', orderable: true },
  user: { id: 9, firstName: 'Anna', lastName: 'Schmidt', contact: '' },
  address: { street: 'Königstraße', houseNumber: '1', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0, latitude: null, longitude: null },
  subtotal: 8.9,
  total: 10.89,
  paidAt: null,
  createdAt: '2025-03-12T11:35:00.000Z',
  updatedAt: '2025-03-12T11:35:00.000Z',
  history: [],
});

let calls: { method: string; path: string }[];
let cancelAnswer: Response;
const payments: string[] = [];
const go = paymentNavigation.go;

beforeEach(() => {
  calls = [];
  payments.length = 0;
  cancelAnswer = Response.json(order(5, 'CANCELLED'));
  paymentNavigation.go = (url) => void payments.push(url);
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/csrf') calls.push({ method: request.method, path: url.pathname });
  });
  server.use(
    http.put(apiPath('/order/5/cancel'), () => cancelAnswer.clone()),
    http.post(apiPath('/order/make-order'), () => contractJson(orderSchema, order(6, 'PENDING'), { status: 201 })),
    http.post(apiPath('/checkout'), ({ request }) =>
      contractJson(checkoutResponseSchema, { redirectUrl: `/pay/${new URL(request.url).searchParams.get('orderId')}` }),
    ),
  );
  // The basket became order 5 for one Margherita; then the customer added a second one.
  useBasket.getState().setOrderId(5);
  useBasket.getState().setCheckoutKey({ key: 'key-of-order-5', request: requestSignature(request(1)) });
});
afterEach(() => {
  paymentNavigation.go = go;
  useBasket.getState().clear();
});

describe('one unpaid order per basket (issue 10)', () => {
  it('cancels the basket’s unpaid order before making the new one for the changed basket', async () => {
    const { result } = renderHook(() => usePlaceOrderAndPay());
    await act(() => result.current.placeAndPay(request(2)));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/order/5/cancel', 'POST /api/order/make-order', 'POST /api/checkout']);
    expect(useBasket.getState().orderId).toBe(6);
    expect(useBasket.getState().checkoutKey?.key).not.toBe('key-of-order-5');
    expect(payments).toEqual(['/pay/6']);
  });

  it('pays the same order again when the basket did not change', async () => {
    const { result } = renderHook(() => usePlaceOrderAndPay());
    await act(() => result.current.placeAndPay(request(1)));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/checkout']);
    expect(payments).toEqual(['/pay/5']);
  });

  it('makes no new order while the old one could not be cancelled', async () => {
    cancelAnswer = Response.json({ status: 503, errorCode: 'serviceUnavailable', message: 'down' }, { status: 503 });
    const { result } = renderHook(() => usePlaceOrderAndPay());
    await expect(act(() => result.current.placeAndPay(request(2)))).rejects.toBeTruthy();
    expect(calls.some((c) => c.path === '/api/order/make-order')).toBe(false);
    expect(useBasket.getState().orderId).toBe(5);
  });

  it('goes on when the old order was paid or cancelled meanwhile', async () => {
    cancelAnswer = Response.json({ status: 409, errorCode: 'orderNotPending', message: 'not pending' }, { status: 409 });
    const { result } = renderHook(() => usePlaceOrderAndPay());
    await act(() => result.current.placeAndPay(request(2)));
    expect(useBasket.getState().orderId).toBe(6);
  });
});
