// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@forkly/contracts';
import { orderSchema } from '@forkly/contracts/schemas';
import { confirmedOrder, orderDelivery } from '../../../../test/fixtures';
import { apiError, apiPath, contractJson, recordRequests, server } from '../../../../test/msw';
import { useToastStore } from '../../../stores/toast-store';
import { OrderDetail } from './order-detail';

afterEach(cleanup);

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();
/** Paid a moment ago; the restaurant's usual 20 minutes make its expected ready time. */
const waiting: Order = { ...confirmedOrder, readyAt: inMinutes(20), delivery: orderDelivery({ stage: 'awaitingKitchen', readyAt: inMinutes(20) }) };
const accepted: Order = {
  ...waiting,
  acceptedAt: new Date().toISOString(),
  readyAt: inMinutes(12),
  delivery: orderDelivery({ stage: 'preparing', readyAt: inMinutes(12) }),
};

function renderDetail(order: Order, role: 'RESTAURANT_ADMIN' | 'ADMIN' = 'RESTAURANT_ADMIN') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrderDetail order={order} viewer={{ role, userId: 4 }} />
    </QueryClientProvider>,
  );
}

describe('the kitchen accepts a paid order with a ready time (decision 034)', () => {
  it('preselects the usual time, takes another choice and sends the minutes', async () => {
    const sent = recordRequests();
    server.use(http.put(apiPath('/restaurant/order/:id/accept'), () => contractJson(orderSchema, { ...accepted, readyAt: inMinutes(25) })));
    renderDetail(waiting);
    const form = screen.getByRole('group', { name: 'Accept this order' });
    expect((within(form).getByRole('radio', { name: '20 min' }) as HTMLInputElement).checked).toBe(true);
    expect(
      within(form)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['5 min', '10 min', '15 min', '20 min', '25 min', '30 min', '40 min', '50 min', '60 min']);
    fireEvent.click(within(form).getByRole('radio', { name: '25 min' }));
    fireEvent.click(screen.getByRole('button', { name: /^Accept · ready at/ }));
    await waitFor(() => expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ readyInMinutes: 25 }));
    expect(sent.find((r) => r.method === 'PUT')!.url.pathname).toBe(`/api/restaurant/order/${waiting.id}/accept`);
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ kind: 'success', description: expect.stringMatching(/^Order accepted: ready around/) }),
    );
  });

  it('counts the minutes from when an order placed ahead is due, when the kitchen answers it early (decision 051)', () => {
    const due = inMinutes(120);
    renderDetail({
      ...waiting,
      scheduledFor: inMinutes(150),
      readyAt: inMinutes(140),
      delivery: orderDelivery({ readyAt: inMinutes(140), kitchenDueAt: due }),
    });
    const form = screen.getByRole('group', { name: 'Accept this order' });
    expect((within(form).getByRole('radio', { name: '20 min' }) as HTMLInputElement).checked).toBe(true);
    const time = (iso: string) => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(iso));
    const weekday = new Intl.DateTimeFormat('en', { weekday: 'short' }).format(new Date(due));
    expect(
      within(form).getByText(`Ordered ahead. Accepting confirms it now; cooking starts ${weekday} ${time(due)}, and the minutes count from then.`),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: `Accept · ready at ${time(new Date(Date.parse(due) + 20 * MINUTE).toISOString())}` })).toBeTruthy();
    // It is marked prepared once it is due, not before; rejecting stays possible.
    expect(screen.queryByRole('button', { name: 'Mark as prepared' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject order' })).toBeTruthy();
    cleanup();
    renderDetail(waiting);
    expect(screen.getByRole('button', { name: 'Mark as prepared' })).toBeTruthy();
  });

  it('once accepted, offers later times only, to push the ready time back once', async () => {
    const sent = recordRequests();
    server.use(
      http.put(apiPath('/restaurant/order/:id/ready-time'), () => apiError(409, 'readyTimeAlreadyChanged', 'The ready time has already been pushed back once')),
    );
    renderDetail(accepted);
    const form = screen.getByRole('group', { name: 'Need more time?' });
    expect(
      within(form)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['15 min', '20 min', '25 min', '30 min', '40 min', '50 min', '60 min']);
    fireEvent.click(screen.getByRole('button', { name: /^Push back to/ }));
    await waitFor(() => expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ readyInMinutes: 15 }));
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ kind: 'error', description: 'The ready time has already been pushed back once' }),
    );
  });

  it('says only when the food is expected once the time was pushed back, and nothing to staff or after pickup', () => {
    renderDetail({ ...accepted, delivery: { ...accepted.delivery, readyTimeChanged: true } });
    expect(screen.queryByRole('group', { name: 'Need more time?' })).toBeNull();
    expect(screen.getByText(/^Ready around/)).toBeTruthy();
    cleanup();
    renderDetail(waiting, 'ADMIN');
    expect(screen.queryByRole('group', { name: 'Accept this order' })).toBeNull();
    cleanup();
    renderDetail({ ...accepted, status: 'READY_FOR_DELIVERY' });
    expect(screen.queryByText(/^Ready around/)).toBeNull();
  });
});
