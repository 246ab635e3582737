import { confirmedOrder } from '../../../../test/fixtures';
// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeliverySlots, Order } from '@forkly/contracts';
import { checkoutResponseSchema, deliverySlotsSchema, orderSchema, priceListSchema } from '@forkly/contracts/schemas';
import { activeUserHandler, apiPath, contractJson, recordRequests, server } from '../../../../test/msw';
import { useSession } from '../../../lib/session';
import { useBasket } from '../../../stores/basket-store';
import { paymentNavigation } from '../../orders';
import { address, prices, renderCheckout, user } from '../testing/checkout-world';

// Issue 25, decision 046: the checkout's delivery time, "As soon as possible" or a slot the server offers.
// Monday 30 Nov 2026 12:30 and 12:45, Tuesday 1 Dec 12:30 in Berlin.
const MON_1230 = '2026-11-30T11:30:00.000Z';
const MON_1245 = '2026-11-30T11:45:00.000Z';
const TUE_1230 = '2026-12-01T11:30:00.000Z';
const closed: DeliverySlots = {
  restaurantId: 7,
  timeZone: 'Europe/Berlin',
  asapAvailable: false,
  opensAt: '2099-01-05T10:00:00.000Z',
  slots: [MON_1230, MON_1245, TUE_1230],
};
const open: DeliverySlots = { ...closed, asapAvailable: true, opensAt: null };

function fakeApi(slots: DeliverySlots, orderAnswer?: { status: number; body: unknown }) {
  server.use(
    activeUserHandler(user),
    http.get(apiPath('/restaurant/:id/delivery-slots'), () => contractJson(deliverySlotsSchema, slots)),
    http.post(apiPath('/order/price-list'), () => contractJson(priceListSchema, prices)),
    http.post(apiPath('/order/make-order'), () =>
      orderAnswer ? HttpResponse.json(orderAnswer.body as object, { status: orderAnswer.status }) : contractJson(orderSchema, order, { status: 201 }),
    ),
    http.post(apiPath('/checkout'), () => contractJson(checkoutResponseSchema, { redirectUrl: '/api/payments/demo/demo_x' })),
  );
  const sent = recordRequests();
  return { bodies: (path: string) => sent.filter((r) => r.url.pathname.endsWith(path)).map((r) => r.body as Record<string, unknown>) };
}

const party = { id: 1, firstName: 'A', lastName: 'B', contact: '1' };
const order: Order = {
  ...confirmedOrder,
  id: 99,
  orderNumber: 'FK-99',
  status: 'PENDING',
  restaurant: { id: 7, name: 'Pizzeria', contact: '1', orderable: true },
  user: party,
  address,
  subtotal: 17,
  total: 18.99,
  paidAt: null,
  createdAt: '2026-11-29T20:00:00.000Z',
  updatedAt: '2026-11-29T20:00:00.000Z',
  scheduledFor: MON_1230,
  history: [],
};

const slot = new Intl.DateTimeFormat('en', { timeStyle: 'short' });
const weekday = new Intl.DateTimeFormat('en', { weekday: 'short' });
const short = (iso: string) => `${weekday.format(new Date(iso))} ${slot.format(new Date(iso))}`;
const payments: string[] = [];

beforeEach(() => {
  useSession.setState({ status: 'authenticated', accessToken: 'a.b.c', refreshToken: 'r' });
  useBasket.getState().clear();
  useBasket.setState({ deliveryAddress: { useMyAddress: true, address } });
  useBasket.getState().addItem({ id: 7, name: 'Pizzeria' }, { id: 'menu-11', quantity: 2, menu: { id: 11, name: 'Pizza Margherita', price: 8.5 } });
  payments.length = 0;
  paymentNavigation.go = (url) => void payments.push(url);
  document.cookie = 'XSRF-TOKEN=t';
});
afterEach(cleanup);

describe('the delivery time at checkout', () => {
  it('from a closed restaurant: says when it opens, offers only slots, picks the first, and orders for the chosen day and time', async () => {
    const api = fakeApi(closed);
    renderCheckout();
    expect(await screen.findByText(`Closed now, opens ${short(closed.opensAt!)}. Order now and choose when it should arrive.`)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'As soon as possible' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Schedule' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(api.bodies('/price-list').at(-1)).toMatchObject({ scheduledFor: MON_1230 }));
    expect(await screen.findByText(`Scheduled for ${short(MON_1230)}`)).toBeTruthy();

    // The day's list names Monday and Tuesday; choosing Tuesday takes its first time.
    const day = screen.getByLabelText('Day') as HTMLSelectElement;
    expect([...day.options].map((o) => o.value)).toEqual(['2026-11-30', '2026-12-01']);
    fireEvent.change(day, { target: { value: '2026-12-01' } });
    await waitFor(() => expect(api.bodies('/price-list').at(-1)).toMatchObject({ scheduledFor: TUE_1230 }));
    fireEvent.change(day, { target: { value: '2026-11-30' } });
    const time = screen.getByLabelText('Time') as HTMLSelectElement;
    expect([...time.options].map((o) => o.textContent)).toEqual([slot.format(new Date(MON_1230)), slot.format(new Date(MON_1245))]);
    fireEvent.change(time, { target: { value: MON_1245 } });
    await waitFor(() => expect(api.bodies('/price-list').at(-1)).toMatchObject({ scheduledFor: MON_1245 }));

    const pay = screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(api.bodies('/make-order')).toHaveLength(1));
    expect(api.bodies('/make-order')[0]).toMatchObject({ scheduledFor: MON_1245 });
  });

  it('from an open restaurant: "As soon as possible" first, Schedule on request, and the server’s refusal of a slot beside the picker', async () => {
    const api = fakeApi(open, { status: 409, body: { status: 409, errorCode: 'slotNotAvailable', message: 'x', fields: { scheduledFor: 'x' } } });
    renderCheckout();
    const asap = (await screen.findByRole('radio', { name: 'As soon as possible' })) as HTMLInputElement;
    expect(asap.checked).toBe(true);
    await waitFor(() => expect(api.bodies('/price-list').length).toBeGreaterThan(0));
    expect(api.bodies('/price-list').at(-1)).not.toHaveProperty('scheduledFor');
    expect(screen.queryByLabelText('Day')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Schedule' }));
    await waitFor(() => expect(api.bodies('/price-list').at(-1)).toMatchObject({ scheduledFor: MON_1230 }));
    const pay = screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    const alerts = await screen.findAllByText('This delivery time is not available, please choose another one');
    expect(alerts.some((a) => a.closest('fieldset'))).toBe(true);
    expect(payments).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: 'As soon as possible' }));
    await waitFor(() => expect(api.bodies('/price-list').at(-1)).not.toHaveProperty('scheduledFor'));
  });
});
