import { confirmedOrder, orderDelivery } from '../../../../test/fixtures';
// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from '@forkly/contracts';
import { orderSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, server } from '../../../../test/msw';
import { Component as Success } from './success';

const order = (status: OrderStatus, paid = true): Order => ({
  ...confirmedOrder,
  id: 12,
  orderNumber: 'FK-100012',
  status,
  restaurant: { id: 3, name: 'Sakura', contact: '+49 203 1', orderable: true },
  user: { id: 7, firstName: 'Clara', lastName: 'Klein', contact: '+49 203 2' },
  address: { street: 'Königstraße', houseNumber: '1', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0, latitude: 51.43, longitude: 6.76 },
  subtotal: 21.4,
  total: 23.39,
  paidAt: paid ? '2025-03-01T18:01:00Z' : null,
  createdAt: '2025-03-01T18:00:00Z',
  updatedAt: '2025-03-01T19:05:00Z',
  history: [],
});

function renderFor(answer: Order) {
  server.use(http.get(apiPath('/order/12'), () => contractJson(orderSchema, answer)));
  const router = createMemoryRouter([{ path: '/details/success', element: <Success /> }], { initialEntries: ['/details/success?orderId=12'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
});

describe('/details/success tells the order’s real state (issue 10)', () => {
  it('says a delivered order was delivered, not that it is being prepared', async () => {
    renderFor(order('DELIVERED'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This order was delivered');
    expect(screen.getByText('Enjoy your meal! You can rate the order under My orders.')).toBeTruthy();
    expect(screen.queryByText(/preparing your food/)).toBeNull();
  });

  it.each([
    ['CONFIRMED', 'The restaurant is preparing your food. You can follow the order under My orders.'],
    ['AWAITING_PICKUP', 'Your food is ready and waiting for the courier. You can follow the order under My orders.'],
    ['READY_FOR_DELIVERY', 'Your food is on its way to you. You can follow the order under My orders.'],
  ] as const)('a paid %s order is confirmed and says where it is', async (status, text) => {
    renderFor({ ...order(status), acceptedAt: '2025-03-01T18:03:00Z' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Thank you! Your order is confirmed');
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('a paid order the kitchen has not accepted yet is paid, not confirmed, and says when it is expected (issue 24)', async () => {
    const arrivesAt = '2025-03-01T18:42:00Z';
    renderFor({
      ...order('CONFIRMED'),
      delivery: orderDelivery({ estimate: { arrivesAt, earliest: '2025-03-01T18:37:00Z', latest: '2025-03-01T18:47:00Z' } }),
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Thank you! Your order is paid');
    expect(screen.getByText('Your order has gone to Sakura; we are waiting for the kitchen to confirm it. You can follow it under My orders.')).toBeTruthy();
    expect(screen.getByText('Waiting for the restaurant')).toBeTruthy();
    expect(screen.queryByText(/confirmed|Confirmed|preparing/)).toBeNull();
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(arrivesAt));
    expect(screen.getByText('Expected around').nextElementSibling!.textContent).toBe(time);
  });

  it('a paid order cancelled since then says so, and that the money goes back', async () => {
    renderFor(order('CANCELLED'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This order was cancelled');
    expect(screen.getByText('This order was cancelled. The full amount goes back to you.')).toBeTruthy();
  });

  it('an unpaid cancelled order says nothing was charged', async () => {
    renderFor(order('CANCELLED', false));
    expect(await screen.findByText('Nothing was charged. You can order again at any time.')).toBeTruthy();
  });
});
