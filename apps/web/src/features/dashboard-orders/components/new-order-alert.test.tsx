// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, Role } from '@forkly/contracts';
import { eventTicketSchema, orderSchema } from '@forkly/contracts/schemas';
import { apiError, apiPath, contractJson, server } from '../../../../test/msw';
import { confirmedOrder } from '../../../../test/fixtures';
import { useLiveEvents } from '../../../lib/live-events';
import { useSession } from '../../../lib/session';
import { useToastStore } from '../../../stores/toast-store';
import { NewOrderAlert } from './new-order-alert';

/** A stand-in EventSource the test drives (as in lib/live-events.test.tsx). */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

/** Records the notes played; the alert creates it in the first user gesture. */
class FakeAudioContext {
  static notes: number[] = [];
  state = 'running';
  currentTime = 0;
  destination = {};
  resume() {
    return Promise.resolve();
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (next: unknown) => next };
  }
  createOscillator() {
    const oscillator = {
      type: '',
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => FakeAudioContext.notes.push(oscillator.frequency.value),
      stop() {},
    };
    return oscillator;
  }
}

/** Just placed and paid: no history yet. */
const order: Order = { ...confirmedOrder, paidAt: null, updatedAt: confirmedOrder.createdAt, history: [] };

beforeEach(() => {
  FakeEventSource.all = [];
  FakeAudioContext.notes = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  server.use(
    http.post(apiPath('/events/ticket'), () => contractJson(eventTicketSchema, { ticket: 'ticket-1' })),
    http.get(apiPath('/order/51'), () => contractJson(orderSchema, order)),
    http.get(apiPath('/order/52'), () => apiError(404, 'orderNotFound', 'Not found')),
    http.all(apiPath('/*'), () => HttpResponse.json({ ok: true })),
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
  return { stream: FakeEventSource.all[0]!, invalidate };
}

const toastNow = () => useToastStore.getState().current;

describe('new-order alert', () => {
  it('tells a restaurant of a newly paid order with a toast and a chime, once, and refreshes the lists', async () => {
    const { stream, invalidate } = await mount('RESTAURANT_ADMIN');
    // Browsers allow sound only after an interaction with the page: before it, the toast comes alone.
    act(() => stream.emit('order', { orderId: 50, status: 'CONFIRMED', courierId: null }));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'success', description: 'A new order has arrived.' }));
    expect(FakeAudioContext.notes).toEqual([]);
    fireEvent.pointerDown(window);
    act(() => stream.emit('order', { orderId: 51, status: 'CONFIRMED', courierId: null }));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'success', description: 'New order FK-100051 (€24.50) has arrived.' }));
    expect(FakeAudioContext.notes).toEqual([880, 1320]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });

    useToastStore.setState({ current: undefined });
    act(() => stream.emit('order', { orderId: 51, status: 'CONFIRMED', courierId: null }));
    act(() => stream.emit('order', { orderId: 51, status: 'AWAITING_PICKUP', courierId: null }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toastNow()).toBeUndefined();
    expect(FakeAudioContext.notes).toHaveLength(2);
  });

  it('still says a new order arrived when the order cannot be loaded', async () => {
    const { stream } = await mount('RESTAURANT_BRANCH');
    act(() => stream.emit('order', { orderId: 52, status: 'CONFIRMED', courierId: null }));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'success', description: 'A new order has arrived.' }));
  });

  it('stays quiet for staff and couriers', async () => {
    for (const role of ['ADMIN', 'COURIER'] as const) {
      const { stream } = await mount(role);
      act(() => stream.emit('order', { orderId: 51, status: 'CONFIRMED', courierId: null }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(toastNow(), role).toBeUndefined();
      cleanup();
      FakeEventSource.all = [];
    }
  });
});
