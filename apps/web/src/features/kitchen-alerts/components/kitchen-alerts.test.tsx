// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KitchenAlerts as Alerts, Role, WaitingOrder } from '@forkly/contracts';
import { eventTicketSchema, kitchenAlertsSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { useLiveEvents } from '../../../lib/live-events';
import { useSession } from '../../../lib/session';
import { AlertDevicesContext } from '../lib/alert-devices';
import { SOUND_CHOICE_KEY } from '../lib/sound-choice';
import { fakeAlertDevices } from '../testing/fake-alert-devices';
import { KitchenAlerts } from './kitchen-alerts';
import { FakeEventSource } from '../../../../test/fake-event-source';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const waiting = (id: number, over: Partial<WaitingOrder> = {}): WaitingOrder => ({
  id,
  orderNumber: `FK-${100000 + id}`,
  paidAt: minutesAgo(1),
  escalation: null,
  itemCount: 2,
  total: 24.5,
  ...over,
});

let answer: Alerts;
beforeEach(() => {
  answer = { restaurantId: 7, orders: [], pausedReason: null };
  server.use(http.get(apiPath('/restaurant/waiting-orders'), () => contractJson(kitchenAlertsSchema, answer)));
  window.localStorage.clear();
  document.title = 'Forkly';
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function LiveEvents() {
  useLiveEvents();
  return null;
}

function mount(role: Role = 'RESTAURANT_ADMIN', options?: Parameters<typeof fakeAlertDevices>[0]) {
  const fake = fakeAlertDevices(options);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AlertDevicesContext.Provider value={fake.devices}>
        <MemoryRouter>
          <LiveEvents />
          <KitchenAlerts role={role} />
        </MemoryRouter>
      </AlertDevicesContext.Provider>
    </QueryClientProvider>,
  );
  return { ...fake, queryClient };
}

/**
 * Waits, in real time, for something outside the page (a ring, a notification): waitFor polls with
 * setInterval, which these tests fake, so it would only look again on a change to the page.
 */
async function until(check: () => void) {
  for (let attempt = 0; ; attempt++) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt > 100) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
  }
}

/** The next safety-net refetch (every 15 s) picks up what the server now says. */
async function serverNowSays(next: Partial<Alerts>) {
  answer = { ...answer, ...next };
  await act(async () => {
    vi.advanceTimersByTime(15_000);
    await Promise.resolve();
  });
}

describe('kitchen alerts', () => {
  it('shows a banner naming the waiting orders, the oldest wait and the way to the oldest', async () => {
    answer.orders = [waiting(2, { paidAt: minutesAgo(1) }), waiting(1, { paidAt: minutesAgo(3) })];
    mount();
    const banner = await screen.findByRole('region', { name: '2 new orders are waiting for you to accept' });
    expect(banner.textContent).toContain('The oldest has waited 3 minutes.');
    expect(screen.getByRole('link', { name: 'Open order FK-100001' }).getAttribute('href')).toBe('/dashboard/orders?order=1');
    expect(screen.getByRole('link', { name: 'All new orders' }).getAttribute('href')).toBe('/dashboard/orders?status=CONFIRMED');
  });

  it('rings only after "Enable sound", every 10 s, then louder every 4 s once an order escalated, and stops when none waits', async () => {
    answer.orders = [waiting(1)];
    const { rings, devices } = mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Enable sound' }));
    await screen.findByRole('button', { name: 'Turn sound off' });
    expect(devices.unlockSound).toHaveBeenCalled();
    expect(window.localStorage.getItem(SOUND_CHOICE_KEY)).toBe('on');
    // The button follows the choice at once; the ring starts once the browser unlocked the sound.
    await until(() => expect(rings).toEqual([false]));
    act(() => vi.advanceTimersByTime(10_000));
    expect(rings).toEqual([false, false]);

    await serverNowSays({ orders: [waiting(1, { escalation: 'louder' })] });
    await until(() => expect(rings.at(-1)).toBe(true));
    const before = rings.length;
    act(() => vi.advanceTimersByTime(8_000));
    expect(rings.slice(before)).toEqual([true, true]);

    await serverNowSays({ orders: [] });
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    const after = rings.length;
    act(() => vi.advanceTimersByTime(60_000));
    expect(rings).toHaveLength(after);
  });

  it('remembers the choice: after a reload the first tap anywhere turns the ring back on', async () => {
    window.localStorage.setItem(SOUND_CHOICE_KEY, 'on');
    answer.orders = [waiting(1)];
    const { rings } = mount();
    await screen.findByRole('button', { name: 'Enable sound' });
    expect(rings).toEqual([]);
    fireEvent.pointerDown(document.body);
    await screen.findByRole('button', { name: 'Turn sound off' });
    await until(() => expect(rings).toEqual([false]));
    fireEvent.click(screen.getByRole('button', { name: 'Turn sound off' }));
    expect(window.localStorage.getItem(SOUND_CHOICE_KEY)).toBe('off');
    act(() => vi.advanceTimersByTime(30_000));
    expect(rings).toEqual([false]);
  });

  it('flashes the tab title while orders wait and gives the page its title back after', async () => {
    answer.orders = [waiting(1), waiting(2)];
    mount();
    await screen.findByRole('region');
    expect(document.title).toBe('(2) New orders');
    act(() => vi.advanceTimersByTime(1_000));
    expect(document.title).toBe('Forkly');
    act(() => vi.advanceTimersByTime(1_000));
    expect(document.title).toBe('(2) New orders');
    await serverNowSays({ orders: [] });
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(document.title).toBe('Forkly');
  });

  it('notifies once per new order when permitted, not once per ring', async () => {
    answer.orders = [waiting(1)];
    const { notifications } = mount('RESTAURANT_BRANCH', { permission: 'granted' });
    await screen.findByRole('region');
    expect(notifications.map((n) => [n.title, n.body, n.tag])).toEqual([['New order FK-100001', '2 items, €24.50. Accept or reject it.', 'forkly-order-1']]);
    await serverNowSays({ orders: [waiting(1), waiting(2, { itemCount: 1 })] });
    await until(() => expect(notifications).toHaveLength(2));
    expect(notifications[1]!.body).toBe('1 item, €24.50. Accept or reject it.');
    await serverNowSays({});
    expect(notifications).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Allow notifications' })).toBeNull();
  });

  it('offers to allow notifications, and notifies once allowed', async () => {
    answer.orders = [waiting(1)];
    const { notifications, devices } = mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Allow notifications' }));
    expect(devices.requestNotifications).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Allow notifications' })).toBeNull());
    await until(() => expect(notifications).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Allow notifications' })).toBeNull();
  });

  it('stops at once when a live order event says another tablet accepted the order', async () => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    server.use(http.post(apiPath('/events/ticket'), () => contractJson(eventTicketSchema, { ticket: 'ticket-1' })));
    document.cookie = 'XSRF-TOKEN=test-token';
    useSession.setState({ status: 'authenticated', accessToken: 'token', refreshToken: 'refresh' });
    try {
      answer.orders = [waiting(1)];
      mount('RESTAURANT_BRANCH');
      await screen.findByRole('region');
      await until(() => expect(FakeEventSource.all).toHaveLength(1));
      answer.orders = [];
      act(() => FakeEventSource.all[0]!.emit('order', { orderId: 1, status: 'CONFIRMED', courierId: null }));
      await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
      expect(document.title).toBe('Forkly');
    } finally {
      useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
      vi.unstubAllGlobals();
    }
  });

  it('says when staff paused the restaurant, and why', async () => {
    answer.pausedReason = 'Three missed orders today';
    mount();
    expect((await screen.findByRole('status')).textContent).toContain('Paused by Forkly: Three missed orders today');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks nothing for staff, couriers or customers', async () => {
    const calls = recordCalls();
    for (const role of ['ADMIN', 'SERVICE', 'COURIER'] as const) {
      mount(role);
      cleanup();
    }
    await act(async () => {
      vi.advanceTimersByTime(30_000);
      await Promise.resolve();
    });
    expect(calls).toEqual([]);
  });
});
