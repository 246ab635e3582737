// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourierPresence } from '@forkly/contracts';
import { courierAvailabilityListSchema, eventTicketSchema } from '@forkly/contracts/schemas';
import { FakeEventSource } from '../../../../test/fake-event-source';
import { apiError, apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { useLiveEvents } from '../../../lib/live-events';
import { useSession } from '../../../lib/session';
import { useCourierLiveRefresh } from '../api/use-courier-live-refresh';
import { Component as CouriersOnline } from './couriers-online';

const presence = (id: number, firstName: string, values: Partial<CourierPresence> = {}): CourierPresence => ({
  id,
  firstName,
  lastName: 'Rad',
  contact: '+4920355',
  status: 'ONLINE',
  availability: true,
  latitude: null,
  longitude: null,
  positionUpdatedAt: null,
  activeOrders: 0,
  ...values,
});

let online: CourierPresence[] = [];

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  useSession.setState({ status: 'authenticated', accessToken: 'token', refreshToken: 'refresh' });
  online = [presence(1, 'Anna')];
  server.use(
    http.post(apiPath('/events/ticket'), () => contractJson(eventTicketSchema, { ticket: 'ticket-1' })),
    http.get(apiPath('/couriers/availability'), () => contractJson(courierAvailabilityListSchema, online)),
    // No map configured: the table alone says where everyone is.
    http.get(apiPath('/map/config'), () => apiError(404, 'notFound', 'Not found')),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
});

/** The app's stream, and the couriers layout's refresh on presence and order events (couriers-layout.tsx). */
function LiveStream() {
  useLiveEvents();
  useCourierLiveRefresh();
  return null;
}

describe('Couriers online now, live (decision 038)', () => {
  it('moves a courier as it reports and lists one that comes online, without polling', async () => {
    const calls = recordCalls();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <LiveStream />
          <CouriersOnline />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Couriers online now' });
    expect(within(table).getByText('No position yet')).toBeTruthy();
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const stream = FakeEventSource.all[0]!;
    act(() => stream.emit('open'));
    const asked = () => calls.filter((c) => c.startsWith('/api/couriers/availability')).length;
    // The first open has no event id to resume from, so the page reads once more (decision 038).
    await waitFor(() => expect(asked()).toBe(2));

    // A position report moves Anna in place: no request.
    act(() => stream.emit('courier-moved', { courierId: 1, latitude: 51.43, longitude: 6.76 }));
    expect(await within(table).findByText(/^Reported at /)).toBeTruthy();
    expect(asked()).toBe(2);

    // Ben comes online: the list is asked again and shows him.
    online = [...online, presence(2, 'Ben')];
    act(() => stream.emit('courier', { courierId: 2, status: 'ONLINE', availability: true }, 5));
    expect(await within(table).findByText('Ben Rad')).toBeTruthy();
    expect(screen.getByText(/^2 couriers online\. Live, last change at /)).toBeTruthy();
    expect(asked()).toBe(3);
  });
});
