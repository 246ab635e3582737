import { orderDelivery } from '../../../../test/fixtures';
// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveUser, DeliverySlots, Order, PriceList } from '@forkly/contracts';
import { checkoutResponseSchema, deliverySlotsSchema, orderSchema, placeDetailsSchema, priceListSchema } from '@forkly/contracts/schemas';
import { activeUserHandler, apiPath, contractJson, recordRequests, server } from '../../../../test/msw';
import { useSession } from '../../../lib/session';
import { useBasket } from '../../../stores/basket-store';
import { paymentNavigation } from '../../orders';
import { Component as Checkout } from './checkout';

const address = { street: 'Königstraße', houseNumber: '1', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0, latitude: 51.4343, longitude: 6.7623 };
const user: ActiveUser = { currentUserRole: 'USER', currentUserId: 5, username: 'clara', twoFactorEnabled: false, credentials: { address } };

/** The place picked on the landing page (av.add), other than the saved address. */
const mozartweg = {
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
const mozartStreet = {
  ...mozartweg,
  placeId: 'street:Mozartweg',
  addressComponents: mozartweg.addressComponents.filter((c) => !c.types.includes('street_number')),
};

const prices: PriceList = {
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
const openNow: DeliverySlots = {
  restaurantId: 7,
  timeZone: 'Europe/Berlin',
  asapAvailable: true,
  opensAt: null,
  slots: ['2026-11-29T17:00:00.000Z', '2026-11-29T17:15:00.000Z'],
};

interface Call {
  url: string;
  method: string;
  body: unknown;
  key: string | null;
}

/** The API of checkout: a price list, make-order (answering `orderAnswers` in turn) and checkout. */
function fakeApi(options: { priceList?: PriceList; orderAnswers?: { status: number; body: unknown }[]; slots?: DeliverySlots } = {}) {
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
    id,
    orderNumber: `FK-${id}`,
    status: 'PENDING',
    restaurant: { id: 7, name: 'Pizzeria', contact: '1', orderable: true },
    user: party,
    courier: null,
    address,
    subtotal: 17,
    discount: 0,
    deliveryFee: 1.99,
    tip: 0,
    total: 18.99,
    paidAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    note: '',
    promocode: null,
    lines: [],
    acceptedAt: null,
    readyAt: null,
    escalation: null,
    cancelReason: null,
    scheduledFor: null,
    delivery: orderDelivery(),
    refunds: [],
    refundable: 0,
    history: [],
  };
}

function renderCheckout() {
  const router = createMemoryRouter([{ path: '/details/checkout/:restaurantId', Component: Checkout }], { initialEntries: ['/details/checkout/7'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const payments: string[] = [];

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

describe('checkout', () => {
  it("shows the server's prices and sends ids and quantities only", async () => {
    const api = fakeApi();
    renderCheckout();
    expect(await screen.findByText('€18.99')).toBeTruthy();
    expect(screen.getByText('Delivery fee (0.8 km)')).toBeTruthy();
    const request = api.calls.find((c) => c.url.includes('price-list'))!;
    expect(request.body).toMatchObject({ restaurantId: 7, lines: [{ menuId: 11, quantity: 2 }], deliveryAddress: { street: 'Königstraße', houseNumber: '1' } });
    expect(JSON.stringify(request.body)).not.toContain('price');
    // The server locates the address: coordinates are never sent.
    expect(JSON.stringify(request.body)).not.toContain('latitude');
  });

  it('says when the order would arrive, with its window, from the price list (issue 24)', async () => {
    const estimate = { arrivesAt: '2026-11-29T11:40:00.000Z', earliest: '2026-11-29T11:35:00.000Z', latest: '2026-11-29T11:45:00.000Z' };
    fakeApi({ priceList: { ...prices, estimate } });
    renderCheckout();
    const format = new Intl.DateTimeFormat('en', { timeStyle: 'short' });
    const arrives = await screen.findByText(`Arrives around ${format.format(new Date(estimate.arrivesAt))}`);
    const window = format.formatRange(new Date(estimate.earliest), new Date(estimate.latest));
    expect(arrives.parentElement!.textContent).toContain(`${window} if you order now`);
    // No fixed span of minutes anywhere.
    expect(screen.queryByText(/\d+\s*[–-]\s*\d+ min/)).toBeNull();
  });

  it('asks for the arrival time again every 20 s, so it is never one that has gone by', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let minute = 40;
      const api = fakeApi();
      server.use(
        http.post(apiPath('/order/price-list'), () => {
          const at = (m: number) => `2026-11-29T11:${m}:00.000Z`;
          const answer = contractJson(priceListSchema, { ...prices, estimate: { arrivesAt: at(minute), earliest: at(minute - 5), latest: at(minute + 5) } });
          minute += 1;
          return answer;
        }),
      );
      renderCheckout();
      const format = new Intl.DateTimeFormat('en', { timeStyle: 'short' });
      expect(await screen.findByText(`Arrives around ${format.format(new Date('2026-11-29T11:40:00.000Z'))}`)).toBeTruthy();
      await vi.advanceTimersByTimeAsync(20_000);
      expect(await screen.findByText(`Arrives around ${format.format(new Date('2026-11-29T11:41:00.000Z'))}`)).toBeTruthy();
      expect(api.calls.filter((c) => c.url.includes('price-list'))).toHaveLength(2);
      // The regular refresh does not dim the prices as a change of the basket does.
      expect(document.querySelector('[aria-busy]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the dish that sold out in the basket, blocks ordering, and one tap on Remove prices the rest (issue 25)', async () => {
    useBasket.getState().addItem({ id: 7, name: 'Pizzeria' }, { id: 'extra-4', quantity: 1, extra: { id: 4, name: 'Cola', price: 2.5 } });
    const api = fakeApi();
    server.use(
      http.post(apiPath('/order/price-list'), async ({ request }) => {
        const body = (await request.json()) as { lines: { extraId?: number }[] };
        if (!body.lines.some((l) => l.extraId === 4)) return contractJson(priceListSchema, prices);
        return HttpResponse.json(
          { status: 409, errorCode: 'itemNotAvailable', message: 'An item in your basket is no longer available', items: [{ extraId: 4, name: 'Cola' }] },
          { status: 409 },
        );
      }),
    );
    renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This dish has sold out. Remove it to order the rest.');
    expect(alert.textContent).toContain('Cola · sold out');
    expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cola' }));
    expect(useBasket.getState().orders.map((l) => l.id)).toEqual(['menu-11']);
    expect(await screen.findByText('€18.99')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText(/sold out/)).toBeNull();
    expect(api.calls.filter((c) => c.url.includes('price-list')).length).toBeGreaterThanOrEqual(2);
  });

  it("offers no tip, 5, 10 or 15 % or an amount, sends the choice and shows the server's tip; a bad amount blocks ordering (issue 25)", async () => {
    const api = fakeApi();
    server.use(
      http.post(apiPath('/order/price-list'), async ({ request }) => {
        const body = (await request.json()) as { tip?: { percentage?: number; amount?: number } };
        const tip = body.tip?.percentage ? Math.floor(17 * body.tip.percentage + 0.5) / 100 : (body.tip?.amount ?? 0);
        return contractJson(priceListSchema, { ...prices, tip, total: Math.round((18.99 + tip) * 100) / 100 });
      }),
    );
    renderCheckout();
    expect(await screen.findByText('€18.99')).toBeTruthy();
    const tips = screen.getByRole('group', { name: 'Tip for your courier' });
    expect(
      within(tips)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).labels![0]!.textContent),
    ).toEqual(['No tip', '5%€0.85', '10%€1.70', '15%€2.55', 'Other amount']);
    expect((within(tips).getByRole('radio', { name: 'No tip' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(tips).getByRole('radio', { name: /^10%/ }));
    expect(await screen.findByText('Tip for the courier')).toBeTruthy();
    expect(await screen.findByText('€20.69')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.includes('price-list')).at(-1)!.body).toMatchObject({ tip: { percentage: 10 } });
    expect(useBasket.getState().tip).toEqual({ percentage: 10 });

    fireEvent.click(within(tips).getByRole('radio', { name: 'Other amount' }));
    const amount = screen.getByLabelText('Tip in euro');
    fireEvent.change(amount, { target: { value: '2,50' } });
    expect(await screen.findByText('€21.49')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.includes('price-list')).at(-1)!.body).toMatchObject({ tip: { amount: 2.5 } });

    fireEvent.change(amount, { target: { value: '2,505' } });
    expect(screen.getByRole('alert').textContent).toBe('A tip is between €0.00 and €50.00, in whole cents');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(tips).getByRole('radio', { name: 'No tip' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(false));
    expect(useBasket.getState().tip).toBeUndefined();
  });

  it('says neutrally that the time comes with the order when there is no estimate', async () => {
    fakeApi({ priceList: { ...prices, estimate: null } });
    renderCheckout();
    expect(await screen.findByText('We will tell you when it arrives as soon as you have ordered.')).toBeTruthy();
    expect(screen.queryByText(/Arrives around/)).toBeNull();
  });

  it('says what is missing for the minimum order and does not let the customer order', async () => {
    fakeApi({ priceList: { ...prices, subtotal: 8.5, total: 10.49, orderRefusal: { errorCode: 'minimumOrderNotReached', message: 'x' } } });
    renderCheckout();
    expect(await screen.findByText('The minimum order here is €10.00. Add €1.50 more to order.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('places the order with an Idempotency-Key, reuses it after a refusal, then pays the same order again', async () => {
    const api = fakeApi({
      orderAnswers: [
        { status: 409, body: { status: 409, errorCode: 'restaurantClosed', message: 'closed' } },
        { status: 201, body: { id: 99 } },
      ],
    });
    renderCheckout();
    const button = await screen.findByRole('button', { name: 'Place order and pay' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(button);
    expect((await screen.findAllByText('The restaurant is closed right now')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));
    await waitFor(() => expect(payments).toEqual(['/api/payments/demo/demo_x']));

    const orders = api.calls.filter((c) => c.url.includes('make-order'));
    expect(orders).toHaveLength(2);
    expect(orders[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(orders[1]!.key).toBe(orders[0]!.key);
    expect(api.calls.find((c) => c.url.includes('/checkout?'))!.url).toContain('orderId=99');
    expect(useBasket.getState().orderId).toBe(99);

    // Back from the payment page, the basket still has its unpaid order: paying again pays it.
    cleanup();
    renderCheckout();
    const again = await screen.findByRole('button', { name: 'Place order and pay' });
    await waitFor(() => expect((again as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(again);
    await waitFor(() => expect(payments).toHaveLength(2));
    expect(api.calls.filter((c) => c.url.includes('make-order'))).toHaveLength(2);
    expect(api.calls.filter((c) => c.url.includes('/checkout?'))).toHaveLength(2);
  });

  it('takes another address through its form, checked on submit, and keeps what was typed when reopened', async () => {
    const api = fakeApi();
    renderCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: /Another address/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deliver here' }));
    expect(await screen.findByText('Street is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Street'), { target: { value: 'Sonnenwall' } });
    fireEvent.input(screen.getByLabelText('House number'), { target: { value: '8' } });
    fireEvent.input(screen.getByLabelText('Zip code'), { target: { value: '47051' } });
    fireEvent.input(screen.getByLabelText('City'), { target: { value: 'Duisburg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deliver here' }));
    await waitFor(() =>
      expect(useBasket.getState().deliveryAddress).toMatchObject({ useMyAddress: false, address: { street: 'Sonnenwall', houseNumber: '8' } }),
    );
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('price-list') && JSON.stringify(c.body).includes('Sonnenwall'))).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Change address' }));
    expect(((await screen.findByLabelText('Street')) as HTMLInputElement).value).toBe('Sonnenwall');
  });

  it('names both addresses when the saved one differs from the one picked for the list, and switches in one click', async () => {
    document.cookie = 'av.add=demo%3Aa1; path=/';
    const api = fakeApi();
    renderCheckout();
    const notice = await screen.findByText(
      'The restaurants were listed for Mozartweg 4, 47269 Duisburg, but this order goes to Königstraße 1, 47051 Duisburg. The delivery fee is for Königstraße 1, 47051 Duisburg.',
    );
    expect(notice).toBeTruthy();
    expect(screen.getByRole('radio', { name: /My address/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /The address you picked/ })).toHaveProperty('checked', false);

    fireEvent.click(screen.getByRole('button', { name: 'Deliver to Mozartweg 4 instead' }));
    await waitFor(() =>
      expect(useBasket.getState().deliveryAddress).toMatchObject({ useMyAddress: false, address: { street: 'Mozartweg', placeId: 'demo:a1' } }),
    );
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('price-list') && JSON.stringify(c.body).includes('"placeId":"demo:a1"'))).toBe(true));
    expect(screen.getByRole('radio', { name: /The address you picked/ })).toHaveProperty('checked', true);
    expect(screen.queryByText(/The restaurants were listed for/)).toBeNull();
  });

  it('names a street picked without a house number and asks for the number to deliver there', async () => {
    document.cookie = 'av.add=street%3AMozartweg; path=/';
    fakeApi();
    renderCheckout();
    expect(
      await screen.findByText(/The restaurants were listed for Mozartweg, 47269 Duisburg, but this order goes to Königstraße 1, 47051 Duisburg/),
    ).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /The address you picked/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add the house number on Mozartweg' }));
    expect(((await screen.findByLabelText('Street')) as HTMLInputElement).value).toBe('Mozartweg');
    expect((screen.getByLabelText('House number') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Zip code') as HTMLInputElement).value).toBe('47269');
  });
});
