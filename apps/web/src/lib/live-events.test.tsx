// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventTicketSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, server } from '../../test/msw';
import { subscribeCourierPositions, subscribeLiveEvent, useLiveEvents } from './live-events';
import { useSession } from './session';
import { FakeEventSource } from '../../test/fake-event-source';

let tickets = 0;

beforeEach(() => {
  FakeEventSource.all = [];
  tickets = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  server.use(http.post(apiPath('/events/ticket'), () => contractJson(eventTicketSchema, { ticket: `ticket-${++tickets}` })));
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
    // The first open refetches everything once: what changed before the stream opened is unknown.
    expect(keysOf(invalidate)).toEqual(['everything', ['orders'], ['order', 7]]);
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
    expect(keysOf(invalidate)).toEqual(['everything', 'everything']);
  });

  it('reconnects with the id of the last event it had, and then refetches only what the replay names', async () => {
    const { invalidate } = mount();
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const first = FakeEventSource.all[0]!;
    act(() => first.emit('open'));
    act(() => first.emit('ready', {}, 40));
    act(() => first.emit('order', { orderId: 7, status: 'AWAITING_PICKUP', courierId: 3 }, 41));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => first.emit('error'));
    await act(async () => vi.advanceTimersByTime(3000));
    vi.useRealTimers();
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(2));
    const second = FakeEventSource.all[1]!;
    expect(second.url).toBe('/api/events?ticket=ticket-2&lastEventId=41');
    invalidate.mockClear();
    act(() => second.emit('open'));
    act(() => second.emit('order', { orderId: 8, status: 'CANCELLED', courierId: null }, 42));
    act(() => second.emit('ready', {}, 42));
    expect(keysOf(invalidate)).toEqual([['orders'], ['order', 8]]);
    // Beyond the replay window the server says resync: then everything is asked again.
    act(() => second.emit('resync', {}));
    expect(keysOf(invalidate)).toEqual([['orders'], ['order', 8], 'everything']);
  });

  it("refreshes what a withdrawn order, a courier's presence and a restaurant's pause concern, and tells listeners", async () => {
    const { invalidate } = mount();
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const stream = FakeEventSource.all[0]!;
    const heard: unknown[] = [];
    const stops = [
      subscribeLiveEvent('order-withdrawn', (e) => heard.push(e)),
      subscribeLiveEvent('courier', (e) => heard.push(e)),
      subscribeLiveEvent('courier-moved', (e) => heard.push(e)),
    ];
    act(() => stream.emit('order-withdrawn', { orderId: 5, reason: 'reassigned' }, 1));
    act(() => stream.emit('courier', { courierId: 3, status: 'OFFLINE', availability: false }, 2));
    act(() => stream.emit('courier-moved', { courierId: 3, latitude: 51.4, longitude: 6.7 }));
    act(() => stream.emit('restaurant', { restaurantId: 9, paused: true }, 3));
    // A payload its contract refuses is dropped.
    act(() => stream.emit('courier', { courierId: 'x' }, 4));
    for (const stop of stops) stop();
    expect(heard).toEqual([
      { orderId: 5, reason: 'reassigned' },
      { courierId: 3, status: 'OFFLINE', availability: false },
      { courierId: 3, latitude: 51.4, longitude: 6.7 },
    ]);
    expect(keysOf(invalidate)).toEqual([['orders'], ['order', 5], ['profile'], ['restaurant', 9], ['restaurants'], ['restaurant-directory']]);
  });

  it('closes the stream on logout', async () => {
    mount();
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    act(() => useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined }));
    expect(FakeEventSource.all[0]!.closed).toBe(true);
  });
});
