// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@forkly/contracts';
import { orderRefundSchema, voucherSchema } from '@forkly/contracts/schemas';
import { confirmedOrder } from '../../../../test/fixtures';
import { apiError, apiPath, contractJson, recordRequests, server } from '../../../../test/msw';
import i18n from 'i18next';
import { useToastStore } from '../../../stores/toast-store';
import { OrderDetail } from './order-detail';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const line = (id: number, name: string, quantity: number, price: number, extra = false) => ({
  id,
  orderId: 51,
  menuId: extra ? null : id,
  extraId: extra ? id : null,
  name,
  price,
  quantity,
  lineTotal: price * quantity,
  options: [],
});
/** Delivered, 2 × pasta (one already refunded) and a cola; 16.30 € left to refund. */
const delivered: Order = {
  ...confirmedOrder,
  status: 'DELIVERED',
  lines: [line(1, 'Pasta Carbonara', 2, 12.9), line(2, 'Cola 0.33 l', 1, 2.5, true)],
  refunds: [
    {
      id: 7,
      amount: 12.9,
      reason: 'missingItem',
      lines: [{ lineId: 1, name: 'Pasta Carbonara', quantity: 1, amount: 12.9 }],
      createdAt: '2025-03-12T12:40:00.000Z',
      refundedAt: '2025-03-12T12:40:05.000Z',
    },
  ],
  refundable: 16.3,
};
const answer = {
  id: 8,
  amount: 2.5,
  reason: 'wrongItem' as const,
  lines: [{ lineId: 2, name: 'Cola 0.33 l', quantity: 1, amount: 2.5 }],
  createdAt: '2025-03-12T12:50:00.000Z',
  refundedAt: null,
};

function renderDetail(order: Order, role: 'ADMIN' | 'SERVICE' | 'RESTAURANT_ADMIN' = 'SERVICE') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrderDetail order={order} viewer={{ role, userId: 4 }} />
    </QueryClientProvider>,
  );
}
const openRefund = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
  return screen.getByRole('dialog', { name: `Refund part of order ${delivered.orderNumber}` });
};

describe('the staff refund dialog (issue 22)', () => {
  it('refunds a chosen line: names the line and how many, never a price, then says so', async () => {
    const sent = recordRequests();
    server.use(http.post(apiPath('/order/:id/refund'), () => contractJson(orderRefundSchema, answer, { status: 201 })));
    renderDetail(delivered);
    const dialog = openRefund();
    expect(within(dialog).getByText(/Up to €16\.30 can still be refunded/)).toBeTruthy();
    const pasta = within(dialog).getByRole('spinbutton', { name: 'Pasta Carbonara (1 of 2 left, €12.90 each)' }) as HTMLInputElement;
    expect(pasta.max).toBe('1');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /^Cola 0\.33 l/ }), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Reason' }), { target: { value: 'wrongItem' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ lines: [{ lineId: 2, quantity: 1 }], reason: 'wrongItem' }));
    expect(sent.find((r) => r.method === 'POST')!.url.pathname).toBe(`/api/order/${delivered.id}/refund`);
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ kind: 'success', description: 'The refund of €2.50 is on its way to the customer' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows what is missing by field, focused, and sends nothing', async () => {
    const sent = recordRequests();
    renderDetail(delivered);
    const dialog = openRefund();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Choose the lines or enter an amount')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Reason' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('spinbutton', { name: /^Pasta Carbonara/ })));
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("puts the server's refusal of too much under the amount, in German", async () => {
    await i18n.changeLanguage('de');
    server.use(
      http.post(apiPath('/order/:id/refund'), () =>
        apiError(409, 'refundTooMuch', 'This is more than what is left to refund', { amount: 'This is more than what is left to refund' }),
      ),
    );
    renderDetail(delivered);
    fireEvent.click(screen.getByRole('button', { name: 'Erstatten' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Betrag' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Betrag in Euro' });
    fireEvent.change(amount, { target: { value: '20,00' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Grund' }), { target: { value: 'late' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erstatten' }));
    expect(await within(dialog).findByText('Das ist mehr, als noch erstattet werden kann')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(amount));
  });

  it('is offered to staff only, and not for an unpaid or cancelled order', () => {
    renderDetail(delivered, 'RESTAURANT_ADMIN');
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Give voucher' })).toBeNull();
    cleanup();
    renderDetail({ ...delivered, status: 'CANCELLED', refundable: 0 }, 'ADMIN');
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Give voucher' })).toBeTruthy();
    cleanup();
    renderDetail({ ...delivered, status: 'PENDING', paidAt: null }, 'ADMIN');
    expect(screen.queryByRole('button', { name: 'Give voucher' })).toBeNull();
  });

  it("lists the order's refunds with their lines, reason in words and state", () => {
    renderDetail(delivered);
    const list = screen.getByRole('region', { name: 'Refunds' });
    expect(within(list).getByText('€12.90 refunded')).toBeTruthy();
    expect(within(list).getByText('1 × Pasta Carbonara')).toBeTruthy();
    expect(within(list).getByText('Why: Something was missing')).toBeTruthy();
    expect(within(list).getByText('Refunded')).toBeTruthy();
  });
});

describe('the staff voucher dialog (issue 22)', () => {
  it('gives a percentage voucher with a reason and names its code', async () => {
    const sent = recordRequests();
    server.use(
      http.post(apiPath('/order/:id/voucher'), () =>
        contractJson(
          voucherSchema,
          {
            id: 3,
            code: 'V-ABCDEFGH23',
            amount: null,
            percentage: 15,
            reason: 'late',
            userId: 9,
            orderId: 51,
            expiresAt: '2026-03-12T12:00:00.000Z',
            createdAt: '2025-03-12T12:00:00.000Z',
          },
          { status: 201 },
        ),
      ),
    );
    renderDetail(delivered);
    fireEvent.click(screen.getByRole('button', { name: 'Give voucher' }));
    const dialog = screen.getByRole('dialog', { name: `Voucher for the customer of order ${delivered.orderNumber}` });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A percentage off' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give voucher' }));
    expect(await within(dialog).findByText('Percentage is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Percentage' }), { target: { value: '15' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Reason' }), { target: { value: 'late' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give voucher' }));
    await waitFor(() => expect(sent.find((r) => r.method === 'POST')?.body).toEqual({ kind: 'percentage', percentage: 15, reason: 'late' }));
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ kind: 'success', description: 'Voucher V-ABCDEFGH23 was sent to the customer' }),
    );
  });
});
