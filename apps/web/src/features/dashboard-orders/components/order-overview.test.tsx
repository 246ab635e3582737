// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderStats, RestaurantStats, Role } from '@forkly/contracts';
import { orderStatsSchema, restaurantStatsSchema } from '@forkly/contracts/schemas';
import { apiError, apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { localMidnight } from '../lib/today';
import { OrderOverview } from './order-overview';

const stats: OrderStats = {
  byStatus: { PENDING: 1, CONFIRMED: 4, AWAITING_PICKUP: 2, READY_FOR_DELIVERY: 0, DELIVERED: 12, CANCELLED: 3 },
  total: 22,
  today: { from: localMidnight(), paidOrders: 6, revenue: 123.4 },
};
const restaurantStats: RestaurantStats = {
  total: 14,
  main: 12,
  branches: 2,
  visible: 13,
  hidden: 1,
  paused: 2,
  top: [
    { id: 1, name: 'Pizzeria Napoli', parentRestaurantId: null, paidOrders: 40, revenue: 812.5 },
    { id: 2, name: 'Napoli Nord', parentRestaurantId: 1, paidOrders: 1, revenue: 18 },
  ],
};

function fakeApi(options: { failStats?: boolean } = {}) {
  const calls = recordCalls();
  server.use(
    http.get(apiPath('/order-stats'), () => (options.failStats ? apiError(500, 'internalError', 'An error occured') : contractJson(orderStatsSchema, stats))),
    http.get(apiPath('/restaurant-stats'), () => contractJson(restaurantStatsSchema, restaurantStats)),
  );
  return calls;
}

function renderOverview(role: Role) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <main>
          <OrderOverview role={role} />
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});
afterEach(() => {
  cleanup();
});

describe('dashboard home overview', () => {
  it("counts the caller's orders by status, each card opening the list filtered to it", async () => {
    const calls = fakeApi();
    const { container } = renderOverview('RESTAURANT_ADMIN');
    const confirmed = await screen.findByRole('link', { name: /Confirmed\s*4/ });
    expect(confirmed.getAttribute('href')).toBe('/dashboard/orders?status=CONFIRMED');
    expect(screen.getByRole('link', { name: /Prepared\s*2/ }).getAttribute('href')).toBe('/dashboard/orders?status=AWAITING_PICKUP');
    expect(screen.getByText('Paid orders today').nextSibling?.textContent).toBe('6');
    expect(screen.getByText('€123.40')).toBeTruthy();
    expect(screen.getByText('22')).toBeTruthy();
    // "Today" is the browser's own day.
    expect(calls[0]).toBe(`/api/order-stats?from=${encodeURIComponent(localMidnight())}`);
    // Restaurant statistics are for ADMIN only (SPEC.md section 6).
    expect(calls.some((c) => c.startsWith('/api/restaurant-stats'))).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Restaurant statistics' })).toBeNull();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('adds the restaurant statistics for ADMIN', async () => {
    fakeApi();
    renderOverview('ADMIN');
    const panel = (await screen.findByRole('heading', { name: 'Restaurant statistics' })).closest('section')!;
    await waitFor(() => expect(within(panel).getByText('Pizzeria Napoli')).toBeTruthy());
    expect(within(panel).getByText('Paused').nextSibling?.textContent).toBe('2');
    expect(within(panel).getByText('40 paid orders · €812.50')).toBeTruthy();
    expect(within(panel).getByText('1 paid order · €18.00')).toBeTruthy();
    expect(within(panel).getByText('Branch')).toBeTruthy();
  });

  it("shows 'Oops an error occured' with a Retry when the counts cannot be loaded", async () => {
    const calls = fakeApi({ failStats: true });
    renderOverview('SERVICE');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Oops an error occured');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.filter((c) => c.startsWith('/api/order-stats'))).toHaveLength(2));
  });
});
