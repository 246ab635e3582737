// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COURIER_ID, order, fakeApi, renderPage, expectAccessible, listCalls, installOrdersPageHooks } from '../testing/dashboard-orders-world';

installOrdersPageHooks();

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
