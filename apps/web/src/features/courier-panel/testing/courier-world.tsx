import { orderDelivery } from '../../../../test/fixtures';
// Test support for the courier panel's component tests: the API as the panel sees it (MSW), a
// courier's world of pickups and deliveries, and the render helper.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import i18n from 'i18next';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import type { CourierOrder, CourierTrip } from '@forkly/contracts';
import { apiError, apiPath, recordCalls, server } from '../../../../test/msw';
import { demoMapConfig } from '../../../../test/fixtures';
import { useToastStore } from '../../../stores/toast-store';
import { useLiveEvents } from '../../../lib/live-events';
import { CourierPanel } from '../components/courier-panel';

/** The app's one event stream (mounted by the app shell), for tests that drive it with FakeEventSource. */
function LiveStream() {
  useLiveEvents();
  return null;
}

export const COURIER_ID = 7;
export const address = (street: string, latitude: number | null = 51.43) => ({
  street,
  houseNumber: '5',
  apartmentNr: '',
  zip: '47051',
  city: 'Duisburg',
  floor: 0,
  latitude,
  longitude: 6.76,
});

export function order(id: number, status: CourierOrder['status']): CourierOrder {
  return {
    id,
    orderNumber: `FK-10000${id}`,
    status,
    note: 'Ring twice',
    restaurant: { id: 3, name: `Pizzeria ${id}`, contact: '+49203111222', address: address('Königstraße') },
    customer: { firstName: 'Clara', lastName: `Schmidt${id}`, contact: '+49203999888', address: address('Sonnenwall') },
    updatedAt: new Date().toISOString(),
  };
}

/** PUT /courier/order/{id} answers the whole order (orderSchema). */
export function presentedOrder(o: CourierOrder, status: string) {
  const person = { id: 1, firstName: o.customer.firstName, lastName: o.customer.lastName, contact: o.customer.contact };
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    status,
    restaurant: { id: o.restaurant.id, name: o.restaurant.name, contact: o.restaurant.contact, orderable: true },
    user: person,
    courier: { ...person, id: COURIER_ID },
    address: o.customer.address,
    subtotal: 20,
    discount: 0,
    deliveryFee: 1.99,
    tip: 0,
    total: 21.99,
    paidAt: o.updatedAt,
    createdAt: o.updatedAt,
    updatedAt: o.updatedAt,
    note: o.note,
    promocode: null,
    lines: [],
    history: [],
    acceptedAt: o.updatedAt,
    readyAt: o.updatedAt,
    escalation: null,
    cancelReason: null,
    scheduledFor: null,
    refunds: [],
    refundable: 21.99,
    delivery: orderDelivery({ stage: status === 'DELIVERED' ? 'delivered' : status === 'READY_FOR_DELIVERY' ? 'onTheWay' : 'courierAtRestaurant' }),
  };
}

export interface World {
  status: 'ONLINE' | 'OFFLINE';
  pickups: CourierOrder[];
  deliveries: CourierOrder[];
  /** Answer of PUT /courier/update. */
  availability?: { status: number; body: unknown };
  /** Answer GET /map/config (routes drawn on the built-in map); without it the map is left out. */
  map?: boolean;
  /** Whether the server knows the courier's position (else pickups start at the fixed point). */
  positionKnown?: boolean;
  /** GET /courier/trip's trip (decision 033); none by default. */
  trip?: CourierTrip | null;
  /** GET /courier/earnings: today's deliveries, fees and tips (issue 25); none by default. */
  earnings?: { deliveries: number; deliveryFees: number; tips: number; total: number };
}

/** A trip to one restaurant with these orders, leaving and arriving minutes from now. */
export function trip(stops: CourierOrder[], times: { leaveIn: number; arriveIn: number; readyIn: number; prepared?: number }): CourierTrip {
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  return {
    id: 40,
    restaurant: stops[0]!.restaurant,
    leaveAt: inMinutes(times.leaveIn),
    arriveAt: inMinutes(times.arriveIn),
    pickupAt: inMinutes(Math.max(times.arriveIn + 2, times.readyIn)),
    readyAt: inMinutes(times.readyIn),
    preparedCount: times.prepared ?? 0,
    pickedUpAt: null,
    stops: stops.map((stop, i) => ({ ...stop, dropoffAt: inMinutes(times.readyIn + 8 + 6 * i) })),
  };
}

export const json = (status: number, body: unknown) => HttpResponse.json(body as JsonBodyType, { status });
export const paged = (results: CourierOrder[]) => ({ results, totalCount: results.length, totalPages: results.length ? 1 : 0 });
export const route = {
  summary: 'Königstraße',
  distanceMeters: 2400,
  durationSeconds: 420,
  startAddress: 'Here',
  endAddress: 'Königstraße 5',
  geometry: { type: 'LineString', coordinates: [] },
};

const notFound = () => apiError(404, 'notFound', 'Not found');

/** The API as the panel sees it (MSW), one handler per endpoint; every call is recorded as "METHOD path?query". */
export function fakeApi(world: World) {
  const calls = recordCalls({ method: true });
  const courier = (fields: Record<string, unknown>) => ({
    id: COURIER_ID,
    firstName: 'Ben',
    lastName: 'Kurier',
    contact: '',
    availability: true,
    latitude: null,
    longitude: null,
    positionUpdatedAt: null,
    ...fields,
  });
  const heldOrder = (id: number) => [...world.pickups, ...world.deliveries].find((o) => o.id === id)!;
  server.use(
    http.get(apiPath(`/courier/${COURIER_ID}`), () =>
      json(200, {
        id: COURIER_ID,
        firstName: 'Ben',
        lastName: 'Kurier',
        username: 'courier',
        email: 'c@example.test',
        contact: '+49',
        address: null,
        enabled: true,
        twoFactorEnabled: false,
        createdAt: new Date().toISOString(),
        averageRating: null,
        status: world.status,
        availability: world.status === 'ONLINE',
      }),
    ),
    http.get(apiPath('/courier/trip'), () => json(200, { trip: world.trip ?? null })),
    http.get(apiPath('/courier/trip/:tripId/route'), ({ params }) => {
      if (!world.trip || Number(params.tripId) !== world.trip.id) return notFound();
      const legs = [
        { from: world.positionKnown ? 'COURIER_POSITION' : 'DEFAULT_POINT', to: 'RESTAURANT', orderId: null, route },
        ...world.trip.stops.map((stop, i) => ({
          from: i ? 'CUSTOMER' : 'RESTAURANT',
          to: 'CUSTOMER',
          orderId: stop.id,
          route: { ...route, distanceMeters: 1200 + i * 100 },
        })),
      ];
      return json(200, { legs });
    }),
    http.put(apiPath('/courier/trip/:tripId/pickup'), ({ params }) => {
      if (!world.trip || Number(params.tripId) !== world.trip.id) return notFound();
      world.trip = {
        ...world.trip,
        pickedUpAt: new Date().toISOString(),
        stops: world.trip.stops.map((s) => ({ ...s, status: 'READY_FOR_DELIVERY' as const })),
      };
      world.deliveries = world.trip.stops.map(({ dropoffAt: _d, ...stop }) => stop);
      world.pickups = [];
      return json(200, world.trip);
    }),
    http.get(apiPath('/courier/earnings'), ({ request }) => {
      const earned = world.earnings ?? { deliveries: 0, deliveryFees: 0, tips: 0, total: 0 };
      return json(200, { from: new URL(request.url).searchParams.get('from') ?? new Date().toISOString(), ...earned });
    }),
    http.get(apiPath('/courier/orders'), ({ request }) =>
      json(200, paged(new URL(request.url).searchParams.get('status') === 'AWAITING_PICKUP' ? world.pickups : world.deliveries)),
    ),
    http.put(apiPath('/courier/update'), ({ request }) => {
      if (world.availability) return json(world.availability.status, world.availability.body);
      world.status = new URL(request.url).searchParams.get('availability') === 'true' ? 'ONLINE' : 'OFFLINE';
      return json(200, courier({ status: world.status, activeOrders: 0 }));
    }),
    http.get(apiPath('/courier/order/:orderId/route'), ({ params }) => {
      const held = heldOrder(Number(params.orderId));
      const geometry = world.map
        ? {
            type: 'LineString',
            coordinates: [
              [6.7652, 51.4261],
              [6.76, 51.43],
            ],
          }
        : route.geometry;
      const start = held.status === 'READY_FOR_DELIVERY' ? 'RESTAURANT' : world.positionKnown ? 'COURIER_POSITION' : 'DEFAULT_POINT';
      const end = held.status === 'READY_FOR_DELIVERY' ? 'CUSTOMER' : 'RESTAURANT';
      return json(200, {
        start,
        end,
        routes: [
          { ...route, geometry },
          { ...route, geometry, summary: 'A59', distanceMeters: 3100 },
        ],
      });
    }),
    http.put(apiPath('/courier/order/:orderId'), ({ request, params }) => {
      const id = Number(params.orderId);
      const moved = heldOrder(id);
      world.pickups = world.pickups.filter((o) => o.id !== id);
      return json(200, presentedOrder(moved, new URL(request.url).searchParams.get('status')!));
    }),
    http.get(apiPath('/map/config'), () => (world.map ? json(200, demoMapConfig) : notFound())),
    http.post(apiPath('/courier/position'), () =>
      json(200, courier({ status: 'ONLINE', latitude: 51.44, longitude: 6.77, positionUpdatedAt: new Date().toISOString(), activeOrders: 1 })),
    ),
  );
  return calls;
}

/** `live`: with the tab's event stream, as in the app (the test stubs EventSource and logs in). */
export function renderPanel({ live = false }: { live?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {live && <LiveStream />}
      <main>
        <CourierPanel courierId={COURIER_ID} />
      </main>
    </QueryClientProvider>,
  );
}

export async function expectAccessible(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

export const toastNow = () => useToastStore.getState().current;

/** The hooks every panel test needs: a ResizeObserver for the map, the CSRF cookie, and a clean toast and language after. */
export function installPanelHooks() {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    document.cookie = 'XSRF-TOKEN=test-token';
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    useToastStore.setState({ current: undefined });
    await i18n.changeLanguage('en');
  });
}
