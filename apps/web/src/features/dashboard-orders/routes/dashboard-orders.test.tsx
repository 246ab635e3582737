import { orderDelivery } from '../../../../test/fixtures';
// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActiveUser, Order, OrderStatus, Role } from '@forkly/contracts';
import { orderSchema, pagedOrdersSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { useToastStore } from '../../../stores/toast-store';
import { OrdersPage } from './dashboard-orders';

const address = { street: 'Sonnenwall', houseNumber: '5', apartmentNr: '3a', zip: '47051', city: 'Duisburg', floor: 2, latitude: 51.43, longitude: 6.76 };
const COURIER_ID = 40;

function order(id: number, status: OrderStatus, courierId: number | null = null): Order {
  const at = '2025-03-12T11:35:00.000Z';
  return {
    id,
    orderNumber: `FK-10000${id}`,
    status,
    restaurant: { id: 3, name: 'Pizzeria Napoli', contact: '+49203111222', orderable: true },
    user: { id: 9, firstName: 'Anna', lastName: 'Schmidt', contact: '+49203999888' },
    courier: courierId ? { id: courierId, firstName: 'Ben', lastName: 'Kurier', contact: '+49170' } : null,
    address,
    subtotal: 20,
    discount: 2,
    deliveryFee: 1.99,
    tip: 0,
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
    acceptedAt: null,
    readyAt: null,
    escalation: null,
    cancelReason: null,
    scheduledFor: null,
    delivery: orderDelivery(),
    refunds: [],
    refundable: 0,
    history: [
      { fromStatus: null, toStatus: 'PENDING', at, reason: null },
      { fromStatus: 'PENDING', toStatus: 'CONFIRMED', at, reason: null },
    ],
  };
}

interface World {
  orders: Order[];
  /** Answer of a status change, when it should fail. */
  refuse?: { status: number; body: unknown };
}

/** The API as the page sees it (MSW); every call is recorded as "METHOD path?query". */
function fakeApi(world: World) {
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

function renderPage(role: Role, url = '/dashboard/orders', userId = 1) {
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

async function expectAccessible(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

const toastNow = () => useToastStore.getState().current;
// The list's own calls; the Scheduled group (decision 046) asks with `scheduled=upcoming`.
const listCalls = (calls: string[]) => calls.filter((c) => c.startsWith('GET /api/paged-orders') && !c.includes('scheduled=upcoming'));

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});
afterEach(() => {
  cleanup();
  useToastStore.setState({ current: undefined });
});

describe('dashboard order list', () => {
  it("shows SPEC.md's columns, the row's details, and asks for DATE DESC first", async () => {
    const calls = fakeApi({ orders: [order(1, 'CONFIRMED'), order(2, 'READY_FOR_DELIVERY', COURIER_ID)] });
    const { container } = renderPage('ADMIN');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['ORDER DETAILS', 'Price', 'STATUS', 'USER', 'COURIER', 'RESTAURANT NAME', 'Action']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('FK-100001')).toBeTruthy();
    expect(within(row).getByText('€19.99')).toBeTruthy();
    expect(within(row).getByText('Confirmed')).toBeTruthy();
    expect(within(row).getByText('Anna Schmidt')).toBeTruthy();
    expect(within(row).getByText('Not assigned yet')).toBeTruthy();
    expect(within(row).getByText('Pizzeria Napoli')).toBeTruthy();
    expect(screen.getByText('Ben Kurier')).toBeTruthy();
    expect(listCalls(calls)[0]).toBe('GET /api/paged-orders?page=1&limit=10&orderBy=DESC&sortBy=DATE');
    await expectAccessible(container);
  });

  it('sorts ORDER DETAILS, Price and STATUS ascending first, then descending', async () => {
    const calls = fakeApi({ orders: [order(1, 'CONFIRMED')] });
    renderPage('RESTAURANT_ADMIN');
    await screen.findByRole('table');
    for (const [column, key] of [
      ['ORDER DETAILS', 'ORDER_NUMBER'],
      ['Price', 'PRICE'],
      ['STATUS', 'OSTATUS'],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: column }));
      await waitFor(() => expect(listCalls(calls).at(-1)).toContain(`orderBy=ASC&sortBy=${key}`));
      fireEvent.click(screen.getByRole('button', { name: column }));
      await waitFor(() => expect(listCalls(calls).at(-1)).toContain(`orderBy=DESC&sortBy=${key}`));
    }
    // USER, COURIER and RESTAURANT NAME are not sortable.
    expect(screen.queryByRole('button', { name: 'USER' })).toBeNull();
  });

  it('filters by status for everyone, and by restaurant, customer and courier id for staff only', async () => {
    const calls = fakeApi({ orders: [order(1, 'CONFIRMED')] });
    renderPage('SERVICE', '/dashboard/orders?status=CONFIRMED&restaurantId=3&userId=abc');
    await screen.findByRole('table');
    // An id that is not a whole number is left out instead of failing the list.
    expect(listCalls(calls)[0]).toBe('GET /api/paged-orders?page=1&limit=10&orderBy=DESC&sortBy=DATE&status=CONFIRMED&restaurantId=3');
    expect(screen.getByLabelText('Courier ID')).toBeTruthy();
    cleanup();
    fakeApi({ orders: [] });
    renderPage('RESTAURANT_BRANCH');
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
    expect(screen.getByLabelText('Order status')).toBeTruthy();
    expect(screen.queryByLabelText('Restaurant ID')).toBeNull();
  });
});

describe('whole rows open their order (issue 21, a kitchen on a tablet)', () => {
  it('opens the order from a click anywhere on its row, and keeps a real button for the keyboard', async () => {
    fakeApi({ orders: [order(7, 'CONFIRMED'), order(8, 'CONFIRMED')] });
    renderPage('RESTAURANT_ADMIN');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = within(table).getAllByRole('row')[2]!;
    fireEvent.click(within(row).getByText('Anna Schmidt'));
    expect(await screen.findByRole('dialog', { name: 'Order FK-100008' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const view = within(table).getByRole('button', { name: 'View order FK-100007' });
    expect(view.className).toContain('min-h-11');
    fireEvent.click(view);
    expect(await screen.findByRole('dialog', { name: 'Order FK-100007' })).toBeTruthy();
  });
});

describe('order detail and its status buttons', () => {
  async function openOrder(role: Role, status: OrderStatus, options: { courierId?: number | null; userId?: number; refuse?: World['refuse'] } = {}) {
    const world: World = { orders: [order(7, status, options.courierId ?? null)], refuse: options.refuse };
    const calls = fakeApi(world);
    const view = renderPage(role, '/dashboard/orders', options.userId);
    fireEvent.click(await screen.findByRole('button', { name: 'View order FK-100007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order FK-100007' });
    return { calls, dialog, view };
  }

  it('shows lines, extras, address, note, totals and history', async () => {
    const { dialog } = await openOrder('SERVICE', 'CONFIRMED');
    for (const text of [
      'Pizza Margherita',
      'Cola 0.33 l',
      'Sonnenwall 5',
      'Apartment 3a, Floor 2',
      '47051 Duisburg',
      'Ring twice',
      'Discount (SPRING10)',
      '-€2.00',
      '€1.99',
      '€19.99',
      'Awaiting payment',
    ]) {
      expect(within(dialog).getAllByText(text).length, text).toBeGreaterThan(0);
    }
    expect(within(dialog).getByRole('link', { name: '+49203999888' }).getAttribute('href')).toBe('tel:+49203999888');
    await expectAccessible(dialog);
  });

  it('lets a restaurant mark a paid order prepared, and refreshes the list', async () => {
    const { calls, dialog } = await openOrder('RESTAURANT_ADMIN', 'CONFIRMED');
    const group = within(dialog).getByRole('group', { name: 'Change the status' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark as prepared', 'Reject order']);
    const before = listCalls(calls).length;
    fireEvent.click(within(group).getByRole('button', { name: 'Mark as prepared' }));
    await waitFor(() => expect(calls).toContain('PUT /api/restaurant/order/7?status=AWAITING_PICKUP'));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'success', description: 'Status updated successfully' }));
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    // Prepared: nothing more for the restaurant to do.
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Change the status' })).toBeNull());
  });

  it('lets a branch reject an order with a reason from a dialog, then shows it cancelled and refunded', async () => {
    const { calls, dialog } = await openOrder('RESTAURANT_BRANCH', 'CONFIRMED');
    const open = within(dialog).getByRole('button', { name: 'Reject order' });
    open.focus();
    fireEvent.click(open);
    const ask = await screen.findByRole('dialog', { name: 'Reject order FK-100007' });
    expect(within(ask).getByText(/refunded in full/)).toBeTruthy();
    const reasons = within(within(ask).getByRole('group', { name: 'Why can you not prepare it?' })).getAllByRole('radio');
    expect(reasons.map((r) => r.closest('label')?.textContent)).toEqual(['Too busy', 'An item is unavailable', 'We are closing', 'Another reason']);
    const confirm = within(ask).getByRole('button', { name: 'Reject and refund' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await expectAccessible(ask);
    // Keeping the order closes the dialog and gives the focus back to the button.
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject order FK-100007' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));
    expect(calls.some((c) => c.startsWith('PUT'))).toBe(false);

    fireEvent.click(open);
    const again = await screen.findByRole('dialog', { name: 'Reject order FK-100007' });
    fireEvent.click(within(again).getByRole('radio', { name: 'An item is unavailable' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Reject and refund' }));
    await waitFor(() => expect(calls).toContain('PUT /api/restaurant/order/7?status=CANCELLED&reason=itemUnavailable'));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'success', description: 'Order FK-100007 rejected. The customer is refunded in full.' }));
    const note = await within(dialog).findByText('Rejected: an item was unavailable.');
    expect(note.parentElement!.textContent).toContain('The customer was refunded in full.');
    await waitFor(() => expect(document.activeElement).toBe(note.parentElement));
    expect(screen.queryByRole('dialog', { name: 'Reject order FK-100007' })).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Change the status' })).toBeNull();
  });

  it('shows the server message when a rejection is refused', async () => {
    const refuse = { status: 409, body: { status: 409, errorCode: 'someNewCode', message: 'This order can no longer be changed' } };
    const { calls, dialog } = await openOrder('RESTAURANT_ADMIN', 'CONFIRMED', { refuse });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject order FK-100007' });
    fireEvent.click(within(ask).getByRole('radio', { name: 'Too busy' }));
    fireEvent.click(within(ask).getByRole('button', { name: 'Reject and refund' }));
    await waitFor(() => expect(calls).toContain('PUT /api/restaurant/order/7?status=CANCELLED&reason=tooBusy'));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'error', description: 'This order can no longer be changed' }));
  });

  it('offers staff only Cancel order, through the restaurant path', async () => {
    const { calls, dialog } = await openOrder('ADMIN', 'CONFIRMED');
    expect(
      within(within(dialog).getByRole('group'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel order']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes: Cancel order' }));
    await waitFor(() => expect(calls).toContain('PUT /api/restaurant/order/7?status=CANCELLED'));
  });

  it('lets the assigned courier confirm pickup through the courier path; another courier gets no buttons', async () => {
    const { calls, dialog } = await openOrder('COURIER', 'AWAITING_PICKUP', { courierId: COURIER_ID, userId: COURIER_ID });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm pickup' }));
    await waitFor(() => expect(calls).toContain('PUT /api/courier/order/7?status=READY_FOR_DELIVERY'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm delivery' })).toBeTruthy());
    cleanup();
    const other = await openOrder('COURIER', 'AWAITING_PICKUP', { courierId: COURIER_ID, userId: COURIER_ID + 1 });
    expect(within(other.dialog).queryByRole('group', { name: 'Change the status' })).toBeNull();
  });

  it('offers no buttons once an order is out of the viewer’s hands', async () => {
    for (const [role, status] of [
      ['RESTAURANT_ADMIN', 'AWAITING_PICKUP'],
      ['ADMIN', 'DELIVERED'],
      ['SERVICE', 'PENDING'],
    ] as const) {
      const { dialog } = await openOrder(role, status);
      expect(within(dialog).queryByRole('group', { name: 'Change the status' }), `${role} ${status}`).toBeNull();
      cleanup();
    }
  });
});
