// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import i18n from 'i18next';
import { http } from 'msw';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardCourier, BoardOrder, OperationsBoard, Role } from '@forkly/contracts';
import {
  eventTicketSchema,
  mapConfigSchema,
  operationsBoardSchema,
  orderSchema,
  pausedRestaurantSchema,
  restaurantCallSchema,
} from '@forkly/contracts/schemas';
import { activeUserHandler, apiError, apiPath, contractJson, recordCalls, recordRequests, server } from '../../../../test/msw';
import { confirmedOrder } from '../../../../test/fixtures';
import { routes } from '../../../app/router';
import { useLiveEvents } from '../../../lib/live-events';
import { useSession } from '../../../lib/session';
import { useToastStore } from '../../../stores/toast-store';
import { Component as OperationsPage } from './dashboard-operations';
import { FakeEventSource } from '../../../../test/fake-event-source';

// jsdom has no WebGL: the map shows its note, and the tables are what is checked.
vi.mock('../../maps/lib/load-maplibre', () => ({ webglAvailable: () => false, loadMapLibre: async () => undefined }));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const restaurant = { id: 5, name: 'Pizzeria Bella Rhein', phone: '+49 203 123456', position: { latitude: 51.43, longitude: 6.76 } };

const boardOrder = (over: Partial<BoardOrder>): BoardOrder => ({
  id: 11,
  orderNumber: '1011',
  status: 'CONFIRMED',
  stage: 'awaitingAcknowledgement',
  restaurant,
  destination: { latitude: 51.44, longitude: 6.77 },
  paidAt: minutesAgo(5),
  acceptedAt: null,
  readyAt: null,
  promisedAt: minutesAgo(-30),
  estimatedAt: null,
  lateMinutes: null,
  atRisk: false,
  escalation: null,
  courier: null,
  restaurantCall: null,
  ...over,
});

const courier = (over: Partial<BoardCourier>): BoardCourier => ({
  id: 21,
  name: 'Carla Kurier',
  phone: '+49 170 1111111',
  state: 'busy',
  position: { latitude: 51.43, longitude: 6.77, at: minutesAgo(1) },
  orderNumbers: [],
  shiftEndsAt: null,
  ...over,
});

const orders = [
  boardOrder({ id: 11, orderNumber: '1011', atRisk: true, escalation: 'atRisk', paidAt: minutesAgo(4) }),
  boardOrder({
    id: 12,
    orderNumber: '1012',
    status: 'AWAITING_PICKUP',
    stage: 'waitingForCourier',
    restaurant: { ...restaurant, id: 6, name: 'Sushi Kaze', phone: '0203 987654' },
    paidAt: minutesAgo(40),
    acceptedAt: minutesAgo(38),
    promisedAt: minutesAgo(5),
    estimatedAt: minutesAgo(-7),
    lateMinutes: 12,
    atRisk: true,
  }),
  boardOrder({
    id: 13,
    orderNumber: '1013',
    status: 'READY_FOR_DELIVERY',
    stage: 'onTheWay',
    paidAt: minutesAgo(35),
    lateMinutes: 7,
    atRisk: true,
    courier: { id: 21, name: 'Carla Kurier' },
    restaurantCall: { at: '2026-11-29T11:31:00.000Z', by: 'Sam Service' },
  }),
  boardOrder({ id: 14, orderNumber: '1014', stage: 'preparing', acceptedAt: minutesAgo(8), paidAt: minutesAgo(10), lateMinutes: -2 }),
];

const board = (over: Partial<OperationsBoard> = {}): OperationsBoard => ({
  at: new Date().toISOString(),
  zone: { id: 1, name: 'Duisburg Mitte' },
  zones: [
    { id: 1, name: 'Duisburg Mitte' },
    { id: 2, name: 'Duisburg Nord' },
  ],
  orders,
  couriers: [
    courier({ orderNumbers: ['1013'] }),
    courier({ id: 22, name: 'Ivo Idle', phone: '+49 170 2222222', state: 'idle' }),
    courier({ id: 23, name: 'Olga Offline', state: 'offline', position: null, shiftEndsAt: minutesAgo(-60) }),
  ],
  demand: { windowMinutes: 30, ordersPlaced: 12, ordersDelivered: 8, couriersOnline: 2, minutesPerDelivery: 20, capacity: 3 },
  ...over,
});

/** The board (what `answer` gives, read on every call) and the map's config. */
function fakeApi(answer: () => OperationsBoard = () => board()) {
  server.use(
    http.get(apiPath('/dispatch/operations'), () => contractJson(operationsBoardSchema, answer())),
    http.get(apiPath('/map/config'), () =>
      contractJson(mapConfigSchema, {
        center: { latitude: 51.4261, longitude: 6.7652 },
        zoom: 12,
        attribution: '© OpenStreetMap contributors',
        demoData: true,
        network: null,
        drawRoutes: true,
        styleUrl: null,
      }),
    ),
  );
  return recordCalls({ method: true });
}

function Live({ children }: { children: React.ReactNode }) {
  useLiveEvents();
  return children;
}

function show(path = '/dashboard/operations') {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/operations',
        element: (
          <Live>
            <OperationsPage />
          </Live>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, search: () => new URLSearchParams(router.state.location.search) };
}

const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((td) => td.textContent!.replace(/[\u00a0\u202f]/g, ' '));
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const rowOf = (table: string, number: string) => rowsOf(table).find((tr) => tr.textContent!.includes(`#${number}`))!;

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  server.use(http.post(apiPath('/events/ticket'), () => contractJson(eventTicketSchema, { ticket: 'ticket-1' })));
  useSession.setState({ status: 'authenticated', accessToken: 'a.b.c', refreshToken: 'r' });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ current: undefined });
  useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
  await i18n.changeLanguage('en');
});

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

  it('cancels and refunds an order with the reason chosen', async () => {
    const calls = fakeApi();
    server.use(http.put(apiPath('/restaurant/order/:id'), () => contractJson(orderSchema, { ...confirmedOrder, id: 12, status: 'CANCELLED' })));
    show();
    await screen.findByRole('table', { name: 'Orders at risk' });
    fireEvent.click(within(rowOf('Orders at risk', '1012')).getByRole('button', { name: 'Cancel & refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1012 and refund it' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Reason is a required field');
    expect(calls.filter((c) => c.startsWith('PUT'))).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'The restaurant is too busy' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContain('PUT /api/restaurant/order/12?status=CANCELLED&reason=tooBusy');
    expect(useToastStore.getState().current?.description).toBe('Order #1012 was cancelled and refunded.');
  });

  it('reassigns an order to an idle courier of the zone, and keeps the dialog open with the server refusal', async () => {
    const calls = fakeApi();
    let refuse = true;
    server.use(
      http.put(apiPath('/order/:id/courier'), () =>
        refuse ? apiError(409, 'courierUnavailable', 'This courier is not available') : contractJson(orderSchema, { ...confirmedOrder, id: 12 }),
      ),
    );
    show();
    await screen.findByRole('table', { name: 'Orders at risk' });
    fireEvent.click(within(rowOf('Orders at risk', '1012')).getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign order #1012' });
    // Only the idle courier is offered.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Ivo Idle+49 170 2222222']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Courier is a required field');

    fireEvent.click(within(dialog).getByRole('radio', { name: /Ivo Idle/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(calls).toContain('PUT /api/order/12/courier?courierId=22'));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useToastStore.getState().current?.description).toBe('Order #1012 goes to Ivo Idle.');
  });

  it('reads the board again when the stream brings an order change', async () => {
    let paid = false;
    const calls = fakeApi(() =>
      paid ? board({ orders: [...orders, boardOrder({ id: 15, orderNumber: '1015', atRisk: true, paidAt: minutesAgo(3) })] }) : board(),
    );
    show();
    await screen.findByRole('table', { name: 'Orders at risk' });
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const boardCalls = () => calls.filter((c) => c.startsWith('GET /api/dispatch/operations')).length;
    const before = boardCalls();
    paid = true;
    act(() => FakeEventSource.all[0]!.emit('order', { orderId: 15, status: 'CONFIRMED', courierId: null }));
    await waitFor(() => expect(rowsOf('Orders at risk')).toHaveLength(4));
    expect(boardCalls()).toBe(before + 1);
    expect(screen.getByRole('heading', { name: 'At risk (4)' })).toBeTruthy();
  });

  it('refreshes every 20 seconds, so ages and risks follow the clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = fakeApi();
      show();
      await screen.findByRole('table', { name: 'Orders at risk' });
      const before = calls.filter((c) => c.startsWith('GET /api/dispatch/operations')).length;
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      await waitFor(() => expect(calls.filter((c) => c.startsWith('GET /api/dispatch/operations')).length).toBe(before + 1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when no order is at risk, and speaks German and Finnish', async () => {
    fakeApi(() => board({ orders: [orders[3]!] }));
    show();
    expect(await screen.findByText('No order is at risk right now.')).toBeTruthy();
    cleanup();
    fakeApi();
    await i18n.changeLanguage('de');
    show();
    await screen.findByRole('table', { name: 'Gefährdete Bestellungen' });
    expect(cells(rowOf('Gefährdete Bestellungen', '1012'))[4]).toBe('12 Min. zu spät');
    expect(within(rowOf('Gefährdete Bestellungen', '1012')).getByRole('button', { name: 'Restaurant angerufen' })).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('fi');
    show();
    await screen.findByRole('table', { name: 'Vaarassa olevat tilaukset' });
    expect(within(rowOf('Vaarassa olevat tilaukset', '1012')).getByRole('button', { name: 'Peru ja hyvitä' })).toBeTruthy();
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
