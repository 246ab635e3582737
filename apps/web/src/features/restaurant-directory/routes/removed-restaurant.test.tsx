// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { RestaurantListItem } from '@forkly/contracts';
import { pagedAuditSchema, pagedOrdersSchema, restaurantPageSchema } from '@forkly/contracts/schemas';
import { activeUserHandler, apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { confirmedOrder } from '../../../../test/fixtures';
import { useSession } from '../../../lib/session';
import { Component as RestaurantLayout } from './restaurant-layout';

afterEach(() => {
  cleanup();
  useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
});

const removed: RestaurantListItem = {
  id: 7,
  name: 'Trattoria Sole',
  email: 'sole@example.com',
  username: 'sole',
  rating: 4.5,
  ratingCount: 12,
  visible: false,
  paused: false,
  parentRestaurantId: null,
  parentRestaurantName: null,
  distance: null,
  latitude: 51.43,
  longitude: 6.76,
  bio: 'Pasta',
  address: { street: 'Seepfad', houseNumber: '28', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0, latitude: 51.43, longitude: 6.76 },
  contact: '+49203',
  imageId: null,
  createdAt: '2025-03-01T10:00:00Z',
  removedAt: '2026-03-12T11:35:00.000Z',
};

function fakeApi() {
  const calls = recordCalls();
  const { note: _n, promocode: _p, lines: _l, history: _h, ...summary } = confirmedOrder;
  server.use(
    activeUserHandler({ currentUserRole: 'ADMIN', currentUserId: 1, username: 'admin', twoFactorEnabled: false }),
    http.get(apiPath('/paged-restaurants'), () => contractJson(restaurantPageSchema, { results: [removed], totalPages: 1, totalCount: 1 })),
    http.get(apiPath('/paged-orders'), () => contractJson(pagedOrdersSchema, { results: [{ ...summary, status: 'DELIVERED' }], totalPages: 1, totalCount: 1 })),
    http.get(apiPath('/audit-log'), () =>
      contractJson(pagedAuditSchema, {
        results: [
          {
            id: 1,
            actor: { id: 1, username: 'admin', role: 'ADMIN', name: 'Alexandra Berg' },
            action: 'restaurant.remove',
            entity: 'restaurant',
            entityId: '7',
            itemName: 'Trattoria Sole',
            names: {},
            before: { visible: true },
            after: { visible: false },
            createdAt: removed.removedAt!,
          },
        ],
        totalPages: 1,
        totalCount: 1,
      }),
    ),
  );
  useSession.setState({ status: 'authenticated', accessToken: 'token', refreshToken: 'refresh' });
  return calls;
}

describe('a removed restaurant’s page (issue 22)', () => {
  it('is marked as removed and keeps its past orders and its history, without the management tabs', async () => {
    const calls = fakeApi();
    const { container } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/dashboard/restaurants/7']}>
          <Routes>
            <Route path="/dashboard/restaurants/:id" element={<RestaurantLayout />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const orders = await screen.findByRole('heading', { name: 'Past orders' });
    expect(orders).toBeTruthy();
    expect(await screen.findByText(/^Removed on /)).toBeTruthy();
    const history = await screen.findByRole('table', { name: 'History' });
    expect(await within(history).findByText(/Alexandra Berg removed the restaurant/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: /Restaurant sections|sections/ })).toBeNull();
    expect(calls.some((call) => call.startsWith('/api/paged-orders') && call.includes('restaurantId=7'))).toBe(true);
    expect(calls.some((call) => call.startsWith('/api/audit-log') && call.includes('entity=restaurant') && call.includes('entityId=7'))).toBe(true);
    expect((await axe.run(container, { rules: { region: { enabled: false } } })).violations).toEqual([]);
  });
});
