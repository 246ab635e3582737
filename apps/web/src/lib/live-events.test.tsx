// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventTicketSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, server } from '../../test/msw';
import { subscribeCourierPositions, useLiveEvents } from './live-events';
import { useSession } from './session';

/** A stand-in EventSource the test drives: open, named events, errors. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) }));
  }
}

let tickets = 0;

beforeEach(() => {
  FakeEventSource.all = [];
  tickets = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  server.use(
    http.post(apiPath('/events/ticket'), () => contractJson(eventTicketSchema, { ticket: `ticket-${++tickets}` })),
    http.all(apiPath('/*'), () => HttpResponse.json({ ok: true })),
  );
  useSession.setState({ status: 'authenticated', accessToken: 'token', refreshToken: 'refresh' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
});

function Mount() {
  useLiveEvents();
  return null;
}

function mount() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <Mount />
    </QueryClientProvider>,
  );
  return { queryClient, invalidate };
}

const keysOf = (invalidate: { mock: { calls: unknown[][] } }) =>
  invalidate.mock.calls.map((call) => (call[0] as { queryKey?: unknown } | undefined)?.queryKey ?? 'everything');

describe('useLiveEvents', () => {
  it('opens one stream with a fresh ticket and refreshes the order queries an event names', async () => {
    const { invalidate } = mount();
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    expect(FakeEventSource.all[0]!.url).toBe('/api/events?ticket=ticket-1');
    act(() => FakeEventSource.all[0]!.emit('open'));
    act(() => FakeEventSource.all[0]!.emit('order', { orderId: 7, status: 'DELIVERED', courierId: 3 }));
    expect(keysOf(invalidate)).toEqual([['orders'], ['order', 7]]);
  });

  it('passes courier positions to whoever listens', async () => {
    mount();
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const heard: unknown[] = [];
    const stop = subscribeCourierPositions((p) => heard.push(p));
    act(() => FakeEventSource.all[0]!.emit('courier-position', { orderId: 7, latitude: 51.4, longitude: 6.7 }));
    stop();
    act(() => FakeEventSource.all[0]!.emit('courier-position', { orderId: 7, latitude: 51.5, longitude: 6.8 }));
    expect(heard).toEqual([{ orderId: 7, latitude: 51.4, longitude: 6.7 }]);
  });

  it('reconnects with a new ticket after a drop and then refetches everything', async () => {
    const { invalidate } = mount();
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const first = FakeEventSource.all[0]!;
    act(() => first.emit('open'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => first.emit('error'));
    expect(first.closed).toBe(true);
    await act(async () => vi.advanceTimersByTime(3000));
    vi.useRealTimers();
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(2));
    expect(FakeEventSource.all[1]!.url).toBe('/api/events?ticket=ticket-2');
    act(() => FakeEventSource.all[1]!.emit('open'));
    expect(keysOf(invalidate)).toEqual(['everything']);
  });

  it('closes the stream on logout', async () => {
    mount();
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    act(() => useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined }));
    expect(FakeEventSource.all[0]!.closed).toBe(true);
  });
});
