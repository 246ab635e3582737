// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { orderSchema } from '@forkly/contracts/schemas';
import { apiError, apiPath, contractJson, server } from '../../../../test/msw';
import { useToastStore } from '../../../stores/toast-store';
import { confirmedOrder } from '../../../../test/fixtures';
import { FakeEventSource } from '../../../../test/fake-event-source';
import { minutesAgo, boardOrder, orders, board, fakeApi, show, cells, rowsOf, rowOf, installBoardHooks } from '../testing/operations-world';

// jsdom has no WebGL: the map shows its note, and the tables are what is checked.
vi.mock('../../maps/lib/load-maplibre', () => ({ webglAvailable: () => false, loadMapLibre: async () => undefined }));

installBoardHooks();

describe('Operations board (issue 21)', () => {
  it('cancels and refunds an order with the reason chosen', async () => {
    let cancelled = false;
    const calls = fakeApi(() => (cancelled ? board({ orders: orders.filter((order) => order.id !== 12) }) : board()));
    server.use(
      http.put(apiPath('/restaurant/order/:id'), () => {
        cancelled = true;
        return contractJson(orderSchema, { ...confirmedOrder, id: 12, status: 'CANCELLED' });
      }),
    );
    show();
    await screen.findByRole('table', { name: 'Orders at risk' });
    const cancel = within(rowOf('Orders at risk', '1012')).getByRole('button', { name: 'Cancel & refund' });
    // Back gives the focus to the button that opened the dialog.
    cancel.focus();
    fireEvent.click(cancel);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(document.activeElement).toBe(cancel));

    fireEvent.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1012 and refund it' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Reason is a required field');
    expect(calls.filter((c) => c.startsWith('PUT'))).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'The restaurant is too busy' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContain('PUT /api/restaurant/order/12?status=CANCELLED&reason=tooBusy');
    expect(useToastStore.getState().current?.description).toBe('Order #1012 was cancelled and refunded.');
    // The order leaves the table with the button: the focus stays in its section, on the heading.
    await waitFor(() => expect(screen.queryByRole('row', { name: /1012/ })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^At risk/ })));
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
