// Test support for the dashboard order list's tests: orders, the API as the page sees it (MSW),
// and the render helper.
import { confirmedOrder } from '../../../../test/fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, expect } from 'vitest';
import type { ActiveUser, Order, OrderStatus, Role } from '@forkly/contracts';
import { orderSchema, pagedOrdersSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { useToastStore } from '../../../stores/toast-store';
import { OrdersPage } from '../routes/dashboard-orders';

export const address = {
  street: 'Sonnenwall',
  houseNumber: '5',
  apartmentNr: '3a',
  zip: '47051',
  city: 'Duisburg',
  floor: 2,
  latitude: 51.43,
  longitude: 6.76,
};
export const COURIER_ID = 40;

export function order(id: number, status: OrderStatus, courierId: number | null = null): Order {
  const at = '2025-03-12T11:35:00.000Z';
  return {
    ...confirmedOrder,
    id,
    orderNumber: `FK-10000${id}`,
    status,
    restaurant: { id: 3, name: 'Pizzeria Napoli', contact: '+49203111222', orderable: true },
    user: { id: 9, firstName: 'Anna', lastName: 'Schmidt', contact: '+49203999888' },
    courier: courierId ? { id: courierId, firstName: 'Ben', lastName: 'Kurier', contact: '+49170' } : null,
    address,
    subtotal: 20,
    discount: 2,
    total: 19.99,
    paidAt: status === 'PENDING' ? null : at,
    createdAt: at,
    updatedAt: at,
    note: 'Ring twice',
    promocode: 'SPRING10',
    lines: [
      { id: 1, orderId: id, menuId: 5, extraId: null, name: 'Pizza Margherita', price: 8.5, quantity: 2, lineTotal: 17, options: [] },
      { id: 2, orderId: id, menuId: null, extraId: 6, name: 'Cola 0.33 l', price: 3, quantity: 1, lineTotal: 3, options: [] },
    ],
    history: [
      { fromStatus: null, toStatus: 'PENDING', at, reason: null },
      { fromStatus: 'PENDING', toStatus: 'CONFIRMED', at, reason: null },
    ],
  };
}

export interface World {
  orders: Order[];
  /** Answer of a status change, when it should fail. */
  refuse?: { status: number; body: unknown };
}

/** The API as the page sees it (MSW); every call is recorded as "METHOD path?query". */
export function fakeApi(world: World) {
  const calls = recordCalls({ method: true });
  server.use(
    http.get(apiPath('/paged-orders'), () => {
      const results = world.orders.map(({ note: _n, promocode: _p, lines: _l, history: _h, refunds: _r, refundable: _rf, ...summary }) => summary);
      return contractJson(pagedOrdersSchema, { results, totalCount: results.length, totalPages: 1 });
    }),
    http.get(apiPath('/order/:id'), ({ params }) =>
      contractJson(
        orderSchema,
        world.orders.find((o) => o.id === Number(params.id))!,
      ),
    ),
    http.put(apiPath('/:panel/order/:id'), ({ request, params }) => {
      if (world.refuse) return HttpResponse.json(world.refuse.body as JsonBodyType, { status: world.refuse.status });
      const moved = world.orders.find((o) => o.id === Number(params.id))!;
      const query = new URL(request.url).searchParams;
      moved.status = query.get('status') as OrderStatus;
      if (moved.status === 'CANCELLED') moved.cancelReason = (query.get('reason') as Order['cancelReason']) ?? 'other';
      return contractJson(orderSchema, moved);
    }),
  );
  return calls;
}

export function renderPage(role: Role, url = '/dashboard/orders', userId = 1) {
  const user: ActiveUser = { currentUserRole: role, currentUserId: userId, username: 'someone', twoFactorEnabled: false };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <main>
          <OrdersPage user={user} />
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export async function expectAccessible(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

export const toastNow = () => useToastStore.getState().current;
// The list's own calls; the Scheduled group (decision 046) asks with `scheduled=upcoming`.
export const listCalls = (calls: string[]) => calls.filter((c) => c.startsWith('GET /api/paged-orders') && !c.includes('scheduled=upcoming'));

/** The CSRF cookie before, and a clean page and toast after, each test. */
export function installOrdersPageHooks(): void {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=test-token';
  });
  afterEach(() => {
    cleanup();
    useToastStore.setState({ current: undefined });
  });
}
