// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderStatus, Role } from '@forkly/contracts';
import {
  COURIER_ID,
  order,
  type World,
  fakeApi,
  renderPage,
  expectAccessible,
  toastNow,
  listCalls,
  installOrdersPageHooks,
} from '../testing/dashboard-orders-world';

installOrdersPageHooks();

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
