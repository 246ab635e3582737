// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Order, Role } from '@forkly/contracts';
import { eventTicketSchema, orderSchema } from '@forkly/contracts/schemas';
import { apiError, apiPath, contractJson, server } from '../../../../test/msw';
import { confirmedOrder } from '../../../../test/fixtures';
import { useLiveEvents } from '../../../lib/live-events';
import { useSession } from '../../../lib/session';
import { useToastStore } from '../../../stores/toast-store';
import { orderQueryOptions } from '../../orders';
import { NewOrderAlert } from './new-order-alert';
import { FakeEventSource } from '../../../../test/fake-event-source';

/** Just placed and paid: no history yet. */
const order: Order = { ...confirmedOrder, paidAt: null, updatedAt: confirmedOrder.createdAt, history: [] };

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  server.use(
    http.post(apiPath('/events/ticket'), () => contractJson(eventTicketSchema, { ticket: 'ticket-1' })),
    http.get(apiPath('/order/51'), () => contractJson(orderSchema, order)),
    http.get(apiPath('/order/52'), () => apiError(404, 'orderNotFound', 'Not found')),
    http.get(apiPath('/order/53'), () => contractJson(orderSchema, { ...order, id: 53, escalation: 'louder' })),
  );
  document.cookie = 'XSRF-TOKEN=test-token';
  useSession.setState({ status: 'authenticated', accessToken: 'token', refreshToken: 'refresh' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ current: undefined });
  useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
});

function Dashboard({ role }: { role: Role }) {
  useLiveEvents();
  return <NewOrderAlert role={role} />;
}

async function mount(role: Role) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <Dashboard role={role} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
  return { stream: FakeEventSource.all[0]!, invalidate, queryClient };
}

const toastNow = () => useToastStore.getState().current;

/** Every toast shown from now on, in order (a later one replaces an earlier one on screen). */
function recordToasts(): string[] {
  const shown: string[] = [];
  const stop = useToastStore.subscribe((state, before) => {
    if (state.current && state.current !== before.current) shown.push(state.current.description);
  });
  onTestFinished(stop);
  return shown;
}

/** Order 52 cannot be loaded: its toast comes after those of every event emitted before it. */
async function emitBarrier(stream: FakeEventSource) {
  act(() => stream.emit('order', { orderId: 52, status: 'CONFIRMED', courierId: null }));
  await waitFor(() => expect(toastNow()).toMatchObject({ description: 'A new order has arrived.' }));
}

describe('new-order alert', () => {
  it('tells a restaurant of a newly paid order with a toast, once, and refreshes the lists', async () => {
    const { stream, invalidate } = await mount('RESTAURANT_ADMIN');
    act(() => stream.emit('order', { orderId: 51, status: 'CONFIRMED', courierId: null }));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'success', description: 'New order FK-100051 (€24.50) has arrived.' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });

    useToastStore.setState({ current: undefined });
    const shown = recordToasts();
    act(() => stream.emit('order', { orderId: 51, status: 'CONFIRMED', courierId: null }));
    act(() => stream.emit('order', { orderId: 51, status: 'AWAITING_PICKUP', courierId: null }));
    await emitBarrier(stream);
    expect(shown).toEqual(['A new order has arrived.']);
  });

  it('does not call an order that has waited a while new: its escalation after a reload (issue 21)', async () => {
    const { stream } = await mount('RESTAURANT_ADMIN');
    const shown = recordToasts();
    act(() => stream.emit('order', { orderId: 53, status: 'CONFIRMED', courierId: null }));
    await emitBarrier(stream);
    expect(shown).toEqual(['A new order has arrived.']);
  });

  it('still says a new order arrived when the order cannot be loaded', async () => {
    const { stream } = await mount('RESTAURANT_BRANCH');
    act(() => stream.emit('order', { orderId: 52, status: 'CONFIRMED', courierId: null }));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'success', description: 'A new order has arrived.' }));
  });

  it('stays quiet for staff and couriers', async () => {
    for (const role of ['ADMIN', 'COURIER'] as const) {
      const { stream, queryClient } = await mount(role);
      act(() => stream.emit('order', { orderId: 51, status: 'CONFIRMED', courierId: null }));
      // An alert would have fetched order 51 at the event; this fetch joins it and resolves after the alert's toast.
      await act(() => queryClient.fetchQuery(orderQueryOptions(51)));
      expect(toastNow(), role).toBeUndefined();
      cleanup();
      FakeEventSource.all = [];
    }
  });
});
