// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import i18n from 'i18next';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order, OrderDelivery } from '@forkly/contracts';
import { orderRatingSchema, orderSchema, orderTrackingSchema } from '@forkly/contracts/schemas';
import { confirmedOrder, orderDelivery } from '../../../../test/fixtures';
import { apiPath, contractJson, server } from '../../../../test/msw';
import { Component as CustomerOrder } from './customer-order';

/** A time as the page shows it in English, in this machine's zone. */
const clock = (iso: string) => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(iso));
const range = (from: string, to: string) => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).formatRange(new Date(from), new Date(to));

const T = (minute: number) => `2026-11-29T11:${String(minute).padStart(2, '0')}:00.000Z`;
const PROMISE = T(42);
const estimate = (minute: number) => ({ arrivesAt: T(minute), earliest: T(minute - 5), latest: T(minute + 5) });

/** The order of the dashboard fixture, paid at :02, as the customer's page reads it at each stage. */
function orderAt(status: Order['status'], delivery: Partial<OrderDelivery>, over: Partial<Order> = {}): Order {
  return {
    ...confirmedOrder,
    status,
    restaurant: { id: 1, name: 'Pizzeria Bella Rhein', contact: '', orderable: true },
    paidAt: T(2),
    createdAt: T(1),
    acceptedAt: delivery.acceptedAt ?? null,
    readyAt: delivery.readyAt ?? null,
    delivery: orderDelivery({ promisedAt: PROMISE, changes: [{ at: T(2), arrivesAt: PROMISE, reason: 'placed' }], ...delivery }),
    ...over,
  };
}

function show(order: Order) {
  server.use(
    http.get(apiPath('/order/51'), () => contractJson(orderSchema, order)),
    http.get(apiPath('/order/51/rating'), () => contractJson(orderRatingSchema, { rating: null })),
    http.get(apiPath('/order/51/tracking'), () => contractJson(orderTrackingSchema, { orderId: 51, courier: null, restaurant: null, destination: null })),
  );
  const router = createMemoryRouter([{ path: '/details/user-profile/orders/:id', element: <CustomerOrder /> }], {
    initialEntries: ['/details/user-profile/orders/51'],
  });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const accepted = { acceptedAt: T(5), readyAt: T(31) };

describe("the customer's order page says the truth at every step (issue 24)", () => {
  it.each([
    [
      'awaitingKitchen',
      orderAt('CONFIRMED', { stage: 'awaitingKitchen', estimate: estimate(42) }),
      'Waiting for Pizzeria Bella Rhein to confirm',
      `Paid at ${clock(T(2))}`,
    ],
    [
      'preparing',
      orderAt('CONFIRMED', { stage: 'preparing', ...accepted }),
      `Being prepared, ready around ${clock(T(31))}`,
      `Confirmed by the kitchen at ${clock(T(5))}`,
    ],
    [
      'courierToRestaurant',
      orderAt('CONFIRMED', { stage: 'courierToRestaurant', ...accepted, courierAssignedAt: T(20) }),
      'Courier on the way to the restaurant',
      `Food ready around ${clock(T(31))}`,
    ],
    [
      'courierAtRestaurant',
      orderAt('AWAITING_PICKUP', { stage: 'courierAtRestaurant', ...accepted, readyAt: T(30) }),
      'Courier at the restaurant',
      `Food ready since ${clock(T(30))}`,
    ],
    [
      'awaitingCourier',
      orderAt('AWAITING_PICKUP', { stage: 'awaitingCourier', ...accepted, readyAt: T(30) }),
      'Ready, waiting for a courier',
      `Food ready since ${clock(T(30))}`,
    ],
    ['onTheWay', orderAt('READY_FOR_DELIVERY', { stage: 'onTheWay', ...accepted, pickedUpAt: T(35) }), 'On the way to you', `Picked up at ${clock(T(35))}`],
    ['delivered', orderAt('DELIVERED', { stage: 'delivered', ...accepted, deliveredAt: T(44) }), `Delivered at ${clock(T(44))}`, 'Enjoy your meal!'],
  ] as const)('%s', async (_stage, order, headline, detail) => {
    show(order);
    const words = await screen.findByText(headline);
    expect(words.nextElementSibling!.textContent).toBe(detail);
  });

  it('never says confirmed before the kitchen did', async () => {
    const { container } = show(orderAt('CONFIRMED', { stage: 'awaitingKitchen', estimate: estimate(42) }));
    await screen.findByText('Waiting for Pizzeria Bella Rhein to confirm');
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(header).getByText('Waiting for the restaurant')).toBeTruthy();
    // The first step keeps SPEC.md's word, shown as not reached yet; nothing else says it.
    const step = screen.getByText('Confirmed').closest('li')!;
    expect(step.textContent).toBe('Confirmedunder way');
    expect(container.textContent!.replace(step.textContent!, '')).not.toMatch(/confirmed/i);
  });

  it('shows the promise, the live estimate with its window, and every change with its reason and time', async () => {
    const order = orderAt('CONFIRMED', {
      stage: 'preparing',
      ...accepted,
      readyAt: T(40),
      readyTimeChanged: true,
      estimate: estimate(50),
      changes: [
        { at: T(2), arrivesAt: PROMISE, reason: 'placed' },
        { at: T(5), arrivesAt: T(44), reason: 'kitchenAccepted' },
        { at: T(20), arrivesAt: T(50), reason: 'kitchenDelayed' },
      ],
    });
    const { container } = show(order);
    const times = await screen.findByRole('region', { name: 'Delivery time' });
    expect(within(times).getByText('Promised for').nextElementSibling!.textContent).toBe(clock(PROMISE));
    expect(within(times).getByText('Now expected').nextElementSibling!.textContent).toBe(`${clock(T(50))} (${range(T(45), T(55))})`);
    const changes = within(within(times).getByRole('list')).getAllByRole('listitem');
    expect(changes.map((li) => li.textContent)).toEqual([
      `${clock(T(2))}Promised when you paid→ new time ${clock(PROMISE)}`,
      `${clock(T(5))}The kitchen confirmed your order→ new time ${clock(T(44))}`,
      `${clock(T(20))}The kitchen needs more time→ new time ${clock(T(50))}`,
    ]);
    expect(changes[2]!.querySelector('time')!.getAttribute('dateTime')).toBe(T(20));
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('keeps the list of changes short until asked for all of them', async () => {
    const changes = [2, 4, 6, 8, 10, 12].map((minute, i) => ({
      at: T(minute),
      arrivesAt: T(42 + i),
      reason: i === 0 ? ('placed' as const) : ('planChanged' as const),
    }));
    show(orderAt('CONFIRMED', { stage: 'preparing', ...accepted, estimate: estimate(47), changes }));
    const times = await screen.findByRole('region', { name: 'Delivery time' });
    const items = () => within(within(times).getByRole('list')).getAllByRole('listitem');
    expect(items().map((li) => li.querySelector('time')!.getAttribute('dateTime'))).toEqual([T(6), T(8), T(10), T(12)]);
    fireEvent.click(within(times).getByRole('button', { name: 'Show all 6 changes' }));
    expect(items()).toHaveLength(6);
    expect(items()[0]!.textContent).toContain('Promised when you paid');
    fireEvent.click(within(times).getByRole('button', { name: 'Show only the latest 4' }));
    expect(items()).toHaveLength(4);
  });

  it('compares the delivery with the promise once delivered, and drops the estimate', async () => {
    show(orderAt('DELIVERED', { stage: 'delivered', ...accepted, deliveredAt: T(51), estimate: null }));
    const times = await screen.findByRole('region', { name: 'Delivery time' });
    expect(within(times).queryByText('Now expected')).toBeNull();
    expect(within(times).getByText('Delivered at').nextElementSibling!.textContent).toBe(`${clock(T(51))}9 min late`);
  });

  it('has no delivery time for a cancelled order, which will not arrive', async () => {
    show({ ...orderAt('CANCELLED', { stage: 'cancelled', ...accepted }), cancelReason: 'tooBusy' });
    expect(await screen.findByText(/was too busy to prepare your order/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Delivery time' })).toBeNull();
  });

  it('speaks German and Finnish', async () => {
    await i18n.changeLanguage('de');
    show(orderAt('CONFIRMED', { stage: 'courierToRestaurant', ...accepted, estimate: estimate(44) }));
    expect(await screen.findByText('Kurier ist auf dem Weg zum Restaurant')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Lieferzeit' })).toBeTruthy();
    expect(screen.getByText('Versprochen bei deiner Zahlung')).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('fi');
    show(orderAt('READY_FOR_DELIVERY', { stage: 'onTheWay', ...accepted, estimate: estimate(44) }));
    expect(await screen.findByText('Matkalla sinulle')).toBeTruthy();
    expect(screen.getByText('Arvio nyt')).toBeTruthy();
  });

  it('shows each refund: how much, what, why in words, when and whether it has arrived (issue 22)', async () => {
    const refunds: Order['refunds'] = [
      {
        id: 1,
        amount: 12.9,
        reason: 'missingItem',
        lines: [{ lineId: 3, name: 'Pasta Carbonara', quantity: 1, amount: 12.9 }],
        createdAt: T(50),
        refundedAt: T(51),
      },
      { id: 2, amount: 3, reason: 'late', lines: [], createdAt: T(55), refundedAt: null },
    ];
    const { container } = show({ ...orderAt('DELIVERED', { stage: 'delivered', ...accepted, deliveredAt: T(40) }), refunds, refundable: 8.6 });
    const list = await screen.findByRole('region', { name: 'Refunds' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => [...item.querySelectorAll('p')].map((p) => p.textContent))).toEqual([
      [
        `€12.90 refunded${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(T(50)))}`,
        '1 × Pasta Carbonara',
        'Why: Something was missing',
        'Refunded',
      ],
      [
        `€3.00 refunded${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(T(55)))}`,
        'An amount of the order',
        'Why: Delivered late',
        'The refund is on its way to you',
      ],
    ]);
    const results = await axe.run(container);
    expect(results.violations.map((v) => v.id)).toEqual([]);
    cleanup();
    await i18n.changeLanguage('de');
    show({ ...orderAt('DELIVERED', { stage: 'delivered', ...accepted, deliveredAt: T(40) }), refunds, refundable: 8.6 });
    const german = await screen.findByRole('region', { name: 'Erstattungen' });
    expect(within(german).getByText('Grund: Etwas hat gefehlt')).toBeTruthy();
    expect(within(german).getByText('Die Erstattung ist auf dem Weg zu dir')).toBeTruthy();
  });
});
