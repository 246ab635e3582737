// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http } from 'msw';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@forkly/contracts';
import { pausedRestaurantSchema, restaurantCallSchema } from '@forkly/contracts/schemas';
import { activeUserHandler, apiPath, contractJson, recordRequests, server } from '../../../../test/msw';
import { routes } from '../../../app/router';
import { useSession } from '../../../lib/session';
import { useToastStore } from '../../../stores/toast-store';
import { orders, board, fakeApi, show, cells, rowsOf, rowOf, installBoardHooks } from '../testing/operations-world';

// jsdom has no WebGL: the map shows its note, and the tables are what is checked.
vi.mock('../../maps/lib/load-maplibre', () => ({ webglAvailable: () => false, loadMapLibre: async () => undefined }));

installBoardHooks();

describe('Operations board (issue 21)', () => {
  it('shows the stages, demand against capacity, the orders at risk latest first, every stage, and the couriers', async () => {
    const calls = fakeApi();
    const { container } = show();
    await screen.findByRole('table', { name: 'Orders at risk' });
    expect(calls).toContain('GET /api/dispatch/operations');
    expect((screen.getByLabelText('Zone') as HTMLSelectElement).value).toBe('1');

    const tiles = Object.fromEntries(
      within(container.querySelector('dl')!)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]),
    );
    expect(tiles).toEqual({
      'Awaiting acknowledgement': '1',
      Preparing: '1',
      'Waiting for a courier': '1',
      'On the way': '1',
      'At risk': '3',
      'Demand, last 30 min': '12 / 3',
    });
    expect(screen.getByText('orders paid / capacity · 2 couriers online, 8 delivered, 20 min per delivery')).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'At risk (3)', level: 2 })).toBeTruthy();
    const atRisk = rowsOf('Orders at risk').map(cells);
    expect(atRisk.map((row) => [row[0], row[2], row[4]])).toEqual([
      ['#1012Waiting for a courier', '40 min', '12 min late'],
      ['#1013On the way', '35 min', '7 min late'],
      ['#1011Awaiting acknowledgement', '4 min', '—'],
    ]);
    const phone = within(rowOf('Orders at risk', '1012')).getByRole('link', { name: 'Call Sushi Kaze, 0203 987654' });
    expect(phone.getAttribute('href')).toBe('tel:0203987654');
    expect(within(rowOf('Orders at risk', '1013')).getByText(/^Called by Sam Service at /)).toBeTruthy();
    // Only an order not yet picked up can go to another courier.
    expect(within(rowOf('Orders at risk', '1013')).queryByRole('button', { name: 'Reassign' })).toBeNull();
    expect(within(rowOf('Orders at risk', '1012')).getByRole('button', { name: 'Reassign' })).toBeTruthy();

    expect(rowsOf('Preparing').map(cells)).toEqual([['#1014', 'Pizzeria Bella Rhein', '10 min', expect.any(String), '—', 'On time', '—']]);
    expect(rowsOf('On the way').map(cells)[0]![6]).toBe('Carla Kurier');
    expect(rowsOf('Couriers of the zone').map((tr) => [cells(tr)[0], cells(tr)[2], cells(tr)[3]])).toEqual([
      ['Carla Kurier', 'Busy', '#1013'],
      ['Ivo Idle', 'Idle', '—'],
      ['Olga Offline', 'Offline during shift', '—'],
    ]);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('keeps the zone chosen in the URL and asks for it', async () => {
    const calls = fakeApi();
    const { search } = show();
    await screen.findByRole('table', { name: 'Orders at risk' });
    fireEvent.change(screen.getByLabelText('Zone'), { target: { value: '2' } });
    await waitFor(() => expect(calls).toContain('GET /api/dispatch/operations?zoneId=2'));
    expect(search().get('zone')).toBe('2');
  });

  it('notes a call to the restaurant in one click, then says who called and when', async () => {
    let called = false;
    const calls = fakeApi(() =>
      board({ orders: orders.map((o) => (o.id === 12 && called ? { ...o, restaurantCall: { at: '2026-11-29T11:31:00.000Z', by: 'Sam Service' } } : o)) }),
    );
    server.use(
      http.post(apiPath('/order/:id/restaurant-call'), () => {
        called = true;
        return contractJson(restaurantCallSchema, { orderId: 12, at: '2026-11-29T11:31:00.000Z', by: 'Sam Service' });
      }),
    );
    show();
    await screen.findByRole('table', { name: 'Orders at risk' });
    fireEvent.click(within(rowOf('Orders at risk', '1012')).getByRole('button', { name: 'Called the restaurant' }));
    expect(await within(rowOf('Orders at risk', '1012')).findByText(/^Called by Sam Service at \d/)).toBeTruthy();
    expect(calls).toContain('POST /api/order/12/restaurant-call');
    expect(within(rowOf('Orders at risk', '1012')).queryByRole('button', { name: 'Called the restaurant' })).toBeNull();
  });

  it('pauses a restaurant only with a reason', async () => {
    fakeApi();
    const sent = recordRequests();
    server.use(
      http.put(apiPath('/restaurant/:id/pause'), () =>
        contractJson(pausedRestaurantSchema, {
          restaurantId: 6,
          name: 'Sushi Kaze',
          parentRestaurantId: null,
          timeZone: 'Europe/Berlin',
          openingHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
          paused: true,
          pausedReason: 'Missed three orders',
          preparationMinutes: 20,
          deliveryRadiusMeters: 5000,
          minimumOrder: 10,
          maximumOrder: 500,
          deliveryFeeBase: 2,
          deliveryFeePerKm: 0.5,
          freeDeliveryDistanceMeters: 2000,
          cuisine: null,
          status: 'paused',
          opensAt: null,
          closesAt: null,
        }),
      ),
    );
    show();
    await screen.findByRole('table', { name: 'Orders at risk' });
    const opener = within(rowOf('Orders at risk', '1012')).getByRole('button', { name: 'Pause restaurant' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Pause Sushi Kaze' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause restaurant' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Reason is a required field');
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Missed three orders' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause restaurant' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = sent.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/restaurant/6/pause');
    expect(put.body).toEqual({ paused: true, reason: 'Missed three orders' });
    expect(useToastStore.getState().current?.description).toBe('Sushi Kaze is paused.');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('who may open /dashboard/operations', () => {
  afterEach(() => useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined }));

  async function openAs(role: Role) {
    server.use(activeUserHandler({ currentUserRole: role, currentUserId: 1, username: role.toLowerCase(), twoFactorEnabled: false }));
    fakeApi();
    const matched = matchRoutes(routes, '/dashboard/operations')!;
    const route = matched.at(-1)!.route as RouteObject;
    const { Component: Guarded } = (await (route.lazy as () => Promise<{ Component: React.ComponentType }>)())!;
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element: <Guarded /> }])} />
      </QueryClientProvider>,
    );
  }

  it.each(['ADMIN', 'SERVICE'] as const)('is open to %s', async (role) => {
    await openAs(role);
    expect(await screen.findByRole('heading', { name: 'Operations', level: 1 })).toBeTruthy();
  });

  it.each(['RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER', 'USER'] as const)('shows %s the not-authorized view', async (role) => {
    await openAs(role);
    expect(await screen.findByRole('heading', { name: 'You are not authorized to access this page' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
