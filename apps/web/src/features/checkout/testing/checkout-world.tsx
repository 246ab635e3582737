// Test support for the checkout page's tests: the API as the page sees it (MSW), the customer,
// their basket, and the render helper.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { afterEach, beforeEach } from 'vitest';
import type { ActiveUser, DeliverySlots, Order, PriceList } from '@forkly/contracts';
import { checkoutResponseSchema, deliverySlotsSchema, orderSchema, placeDetailsSchema, priceListSchema } from '@forkly/contracts/schemas';
import { activeUserHandler, apiPath, contractJson, recordRequests, server } from '../../../../test/msw';
import { confirmedOrder } from '../../../../test/fixtures';
import { useSession } from '../../../lib/session';
import { useBasket } from '../../../stores/basket-store';
import { paymentNavigation } from '../../orders';
import { Component as Checkout } from '../routes/checkout';

export const address = {
  street: 'Königstraße',
  houseNumber: '1',
  apartmentNr: '',
  zip: '47051',
  city: 'Duisburg',
  floor: 0,
  latitude: 51.4343,
  longitude: 6.7623,
};
export const user: ActiveUser = { currentUserRole: 'USER', currentUserId: 5, username: 'clara', twoFactorEnabled: false, credentials: { address } };

/** The place picked on the landing page (av.add), other than the saved address. */
export const mozartweg = {
  placeId: 'demo:a1',
  formattedAddress: 'Mozartweg 4, 47269 Duisburg',
  location: { latitude: 51.37, longitude: 6.75 },
  addressComponents: [
    { types: ['route'], longText: 'Mozartweg' },
    { types: ['street_number'], longText: '4' },
    { types: ['postal_code'], longText: '47269' },
    { types: ['locality'], longText: 'Duisburg' },
  ],
};

/** A street picked without a house number: enough for the list, not for a delivery. */
export const mozartStreet = {
  ...mozartweg,
  placeId: 'street:Mozartweg',
  addressComponents: mozartweg.addressComponents.filter((c) => !c.types.includes('street_number')),
};

export const prices: PriceList = {
  estimate: null,
  restaurantId: 7,
  lines: [{ menuId: 11, name: 'Pizza Margherita', price: 8.5, quantity: 2, lineTotal: 17, options: [] }],
  subtotal: 17,
  discount: 0,
  deliveryFee: 1.99,
  tip: 0,
  total: 18.99,
  minimumOrder: 10,
  maximumOrder: 500,
  distanceMeters: 800,
};

/** Open now: "As soon as possible" is the choice, and two slots later today. */
export const openNow: DeliverySlots = {
  restaurantId: 7,
  timeZone: 'Europe/Berlin',
  asapAvailable: true,
  opensAt: null,
  slots: ['2026-11-29T17:00:00.000Z', '2026-11-29T17:15:00.000Z'],
};

export interface Call {
  url: string;
  method: string;
  body: unknown;
  key: string | null;
}

/** The API of checkout: a price list, make-order (answering `orderAnswers` in turn) and checkout. */
export function fakeApi(options: { priceList?: PriceList; orderAnswers?: { status: number; body: unknown }[]; slots?: DeliverySlots } = {}) {
  const answers = [...(options.orderAnswers ?? [{ status: 201, body: { id: 99 } }])];
  server.use(
    activeUserHandler(user),
    http.get(apiPath('/places/:placeId'), ({ params }) =>
      contractJson(placeDetailsSchema, decodeURIComponent(String(params.placeId)).includes('street') ? mozartStreet : mozartweg),
    ),
    http.post(apiPath('/order/price-list'), () => contractJson(priceListSchema, options.priceList ?? prices)),
    http.get(apiPath('/restaurant/:id/delivery-slots'), () => contractJson(deliverySlotsSchema, options.slots ?? openNow)),
    http.post(apiPath('/order/make-order'), () => {
      const answer = answers.shift() ?? { status: 201, body: { id: 99 } };
      return answer.status === 201
        ? contractJson(orderSchema, orderBody(answer.body as { id: number }), { status: 201 })
        : HttpResponse.json(answer.body as JsonBodyType, { status: answer.status });
    }),
    http.post(apiPath('/checkout'), () => contractJson(checkoutResponseSchema, { redirectUrl: '/api/payments/demo/demo_x' })),
  );
  const sent = recordRequests();
  return {
    /** Every request the app sent but the CSRF cookie's: URL, method, JSON body and Idempotency-Key. */
    get calls(): Call[] {
      return sent
        .filter((r) => r.url.pathname !== '/api/csrf')
        .map((r) => ({ url: r.url.href, method: r.method, body: r.body, key: r.headers.get('Idempotency-Key') }));
    },
  };
}

function orderBody({ id }: { id: number }): Order {
  const party = { id: 1, firstName: 'A', lastName: 'B', contact: '1' };
  return {
    ...confirmedOrder,
    id,
    orderNumber: `FK-${id}`,
    status: 'PENDING',
    restaurant: { id: 7, name: 'Pizzeria', contact: '1', orderable: true },
    user: party,
    address,
    subtotal: 17,
    total: 18.99,
    paidAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    history: [],
  };
}

export function renderCheckout() {
  const router = createMemoryRouter([{ path: '/details/checkout/:restaurantId', Component: Checkout }], { initialEntries: ['/details/checkout/7'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

export const payments: string[] = [];

/** The basket, session and payment page every checkout test starts from, set up afresh for each test. */
export function installCheckoutHooks(): void {
  beforeEach(() => {
    useSession.setState({ status: 'authenticated', accessToken: 'a.b.c', refreshToken: 'r' });
    useBasket.getState().clear();
    useBasket.setState({ deliveryAddress: { useMyAddress: true, address } });
    // The basket remembers a price of its own; the page must show the server's.
    useBasket.getState().addItem({ id: 7, name: 'Pizzeria' }, { id: 'menu-11', quantity: 2, menu: { id: 11, name: 'Pizza Margherita', price: 1 } });
    payments.length = 0;
    paymentNavigation.go = (url) => void payments.push(url);
    document.cookie = 'XSRF-TOKEN=t';
  });
  afterEach(() => {
    document.cookie = 'av.add=; max-age=0; path=/';
    cleanup();
  });
}
