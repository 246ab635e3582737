// Test support for the operations board's tests: a board, the API as the page sees it (MSW), the
// app's event stream, and the render helper.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { BoardCourier, BoardOrder, OperationsBoard } from '@forkly/contracts';
import { eventTicketSchema, mapConfigSchema, operationsBoardSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { useLiveEvents } from '../../../lib/live-events';
import { useSession } from '../../../lib/session';
import { useToastStore } from '../../../stores/toast-store';
import { Component as OperationsPage } from '../routes/dashboard-operations';
import { FakeEventSource } from '../../../../test/fake-event-source';
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
export const restaurant = { id: 5, name: 'Pizzeria Bella Rhein', phone: '+49 203 123456', position: { latitude: 51.43, longitude: 6.76 } };

export const boardOrder = (over: Partial<BoardOrder>): BoardOrder => ({
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

export const courier = (over: Partial<BoardCourier>): BoardCourier => ({
  id: 21,
  name: 'Carla Kurier',
  phone: '+49 170 1111111',
  state: 'busy',
  position: { latitude: 51.43, longitude: 6.77, at: minutesAgo(1) },
  orderNumbers: [],
  shiftEndsAt: null,
  ...over,
});

export const orders = [
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

export const board = (over: Partial<OperationsBoard> = {}): OperationsBoard => ({
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
export function fakeApi(answer: () => OperationsBoard = () => board()) {
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

export function Live({ children }: { children: React.ReactNode }) {
  useLiveEvents();
  return children;
}

export function show(path = '/dashboard/operations') {
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

export const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((td) => td.textContent!.replace(/[\u00a0\u202f]/g, ' '));
export const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
export const rowOf = (table: string, number: string) => rowsOf(table).find((tr) => tr.textContent!.includes(`#${number}`))!;

/** A logged-in tab with a fake event stream before, and a clean page, session and language after, each test. */
export function installBoardHooks(): void {
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
}
