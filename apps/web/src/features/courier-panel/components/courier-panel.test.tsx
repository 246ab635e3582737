// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import type { CourierOrder } from '@forkly/contracts';
import { apiError, apiPath, recordCalls, server } from '../../../../test/msw';
import { useToastStore } from '../../../stores/toast-store';
import { createFakeMapLibre } from '../../maps/testing/fake-maplibre';
import { CourierPanel } from './courier-panel';

const maps = vi.hoisted(() => ({ lib: undefined as unknown }));
vi.mock('../../maps/lib/load-maplibre', () => ({ webglAvailable: () => true, loadMapLibre: async () => maps.lib }));

const COURIER_ID = 7;
const address = (street: string, latitude: number | null = 51.43) => ({
  street,
  houseNumber: '5',
  apartmentNr: '',
  zip: '47051',
  city: 'Duisburg',
  floor: 0,
  latitude,
  longitude: 6.76,
});

function order(id: number, status: CourierOrder['status']): CourierOrder {
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
function presentedOrder(o: CourierOrder, status: string) {
  const person = { id: 1, firstName: o.customer.firstName, lastName: o.customer.lastName, contact: o.customer.contact };
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    status,
    restaurant: { id: o.restaurant.id, name: o.restaurant.name, contact: o.restaurant.contact },
    user: person,
    courier: { ...person, id: COURIER_ID },
    address: o.customer.address,
    subtotal: 20,
    discount: 0,
    deliveryFee: 1.99,
    total: 21.99,
    paidAt: o.updatedAt,
    createdAt: o.updatedAt,
    updatedAt: o.updatedAt,
    note: o.note,
    promocode: null,
    lines: [],
    history: [],
  };
}

interface World {
  status: 'ONLINE' | 'OFFLINE';
  pickups: CourierOrder[];
  deliveries: CourierOrder[];
  /** Answer of PUT /courier/update. */
  availability?: { status: number; body: unknown };
  /** Answer GET /map/config (routes drawn on the built-in map); without it the map is left out. */
  map?: boolean;
  /** Whether the server knows the courier's position (else pickups start at the fixed point). */
  positionKnown?: boolean;
}

const json = (status: number, body: unknown) => HttpResponse.json(body as JsonBodyType, { status });
const paged = (results: CourierOrder[]) => ({ results, totalCount: results.length, totalPages: results.length ? 1 : 0 });
const route = {
  summary: 'Königstraße',
  distanceMeters: 2400,
  durationSeconds: 420,
  startAddress: 'Here',
  endAddress: 'Königstraße 5',
  geometry: { type: 'LineString', coordinates: [] },
};

/** The API as the panel sees it (MSW); every call is recorded as "METHOD path?query". */
function fakeApi(world: World) {
  const calls = recordCalls({ method: true });
  const answer = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    // The CSRF cookie is test/msw.ts's.
    if (url.pathname === '/api/csrf') return undefined;
    if (url.pathname === `/api/courier/${COURIER_ID}`) {
      return json(200, {
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
      });
    }
    if (url.pathname === '/api/courier/orders')
      return json(200, paged(url.searchParams.get('status') === 'AWAITING_PICKUP' ? world.pickups : world.deliveries));
    if (url.pathname === '/api/courier/update') {
      if (world.availability) return json(world.availability.status, world.availability.body);
      world.status = url.searchParams.get('availability') === 'true' ? 'ONLINE' : 'OFFLINE';
      return json(200, {
        id: COURIER_ID,
        firstName: 'Ben',
        lastName: 'Kurier',
        contact: '',
        status: world.status,
        availability: true,
        latitude: null,
        longitude: null,
        positionUpdatedAt: null,
        activeOrders: 0,
      });
    }
    const routeOf = /^\/api\/courier\/order\/(\d+)\/route$/.exec(url.pathname);
    if (routeOf) {
      const held = [...world.pickups, ...world.deliveries].find((o) => o.id === Number(routeOf[1]))!;
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
    }
    if (url.pathname.startsWith('/api/courier/order/')) {
      const id = Number(url.pathname.split('/').pop());
      const moved = [...world.pickups, ...world.deliveries].find((o) => o.id === id)!;
      world.pickups = world.pickups.filter((o) => o.id !== id);
      return json(200, presentedOrder(moved, url.searchParams.get('status')!));
    }
    if (url.pathname === '/api/map/config' && world.map) {
      return json(200, {
        center: { latitude: 51.4261, longitude: 6.7652 },
        zoom: 12,
        attribution: '© OpenStreetMap contributors',
        demoData: true,
        network: '/api/map/network',
        drawRoutes: true,
        styleUrl: null,
      });
    }
    if (url.pathname === '/api/courier/position') {
      return json(200, {
        id: COURIER_ID,
        firstName: 'Ben',
        lastName: 'Kurier',
        contact: '',
        status: 'ONLINE',
        availability: true,
        latitude: 51.44,
        longitude: 6.77,
        positionUpdatedAt: new Date().toISOString(),
        activeOrders: 1,
      });
    }
    return apiError(404, 'notFound', 'Not found');
  };
  server.use(http.all(apiPath('/*'), answer));
  return calls;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <main>
        <CourierPanel courierId={COURIER_ID} />
      </main>
    </QueryClientProvider>,
  );
}

async function expectAccessible(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

const toastNow = () => useToastStore.getState().current;

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

describe('CourierPanel', () => {
  it('offline: the swipe titled as SPEC.md says, starting at 20; a commit at 100 goes online', async () => {
    const world: World = { status: 'OFFLINE', pickups: [], deliveries: [] };
    const calls = fakeApi(world);
    const { container } = renderPanel();
    expect(await screen.findByText('Exciting Opportunities near you')).toBeTruthy();
    expect(screen.getByText('Swipe to go online')).toBeTruthy();
    const slider = screen.getByRole('slider');
    expect(slider.getAttribute('aria-valuenow')).toBe('20');
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    expect(slider.getAttribute('aria-valuemax')).toBe('100');
    await expectAccessible(container);
    expect(calls.filter((c) => c.startsWith('GET /api/courier/orders'))).toEqual([]);

    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(calls.some((c) => c.startsWith('PUT /api/courier/update'))).toBe(false);
    fireEvent.keyDown(slider, { key: 'End' });
    await waitFor(() => expect(calls).toContain('PUT /api/courier/update?availability=true'));
    expect(await screen.findByText('Orders will be assigned to you')).toBeTruthy();
    expect(screen.getByText('Accept orders to earn')).toBeTruthy();
    expect(toastNow()).toMatchObject({ kind: 'success', description: 'Status changed successfully' });
  });

  it('shows the pending toast while the status changes, and the server message when it fails', async () => {
    const world: World = {
      status: 'ONLINE',
      pickups: [],
      deliveries: [],
      availability: { status: 409, body: { status: 409, errorCode: 'courierHasActiveOrders', message: 'Deliver your active orders before going offline' } },
    };
    fakeApi(world);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Go offline' }));
    expect(toastNow()).toMatchObject({ kind: 'pending', description: 'Changing your status' });
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'error', description: 'Deliver your active orders before going offline' }));
  });

  it("falls back to 'An error occurred' when the server gives no message", async () => {
    const world: World = { status: 'OFFLINE', pickups: [], deliveries: [], availability: { status: 500, body: {} } };
    fakeApi(world);
    renderPanel();
    fireEvent.keyDown(await screen.findByRole('slider'), { key: 'End' });
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'error', description: 'An error occurred' }));
    // The swipe springs back.
    await waitFor(() => expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('20'));
  });

  it('pickups: restaurant name and address; Confirm pickup waits for a choice, then shows the route and calls the restaurant', async () => {
    const world: World = {
      status: 'ONLINE',
      pickups: [order(1, 'AWAITING_PICKUP'), order(2, 'AWAITING_PICKUP')],
      deliveries: [order(3, 'READY_FOR_DELIVERY')],
    };
    const calls = fakeApi(world);
    const { container } = renderPanel();
    expect(await screen.findByText('Pizzeria 1')).toBeTruthy();
    expect(screen.getAllByText('Königstraße 5, 47051 Duisburg')).toHaveLength(2);
    expect(screen.getByText('After selecting an order click to confirm pickup')).toBeTruthy();
    expect(screen.queryByText('Clara Schmidt3')).toBeNull();
    const confirm = screen.getByRole('button', { name: 'Confirm pickup' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await expectAccessible(container);

    fireEvent.click(screen.getByRole('radio', { name: /Pizzeria 2/ }));
    expect(confirm.disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+49203111222');
    expect(await screen.findByText('2 routes')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Route 1: Königstraße/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Route 2: A59/ }));
    expect(screen.getByRole('button', { name: /Route 2: A59/ }).getAttribute('aria-pressed')).toBe('true');
    // The server picks the leg; the browser sends no coordinates and asks no generic directions.
    expect(calls).toContain('GET /api/courier/order/2/route');
    expect(calls.some((c) => c.startsWith('GET /api/directions'))).toBe(false);
    expect(screen.getByText(/the route starts at the fixed starting point/)).toBeTruthy();
    await expectAccessible(container);

    fireEvent.click(confirm);
    await waitFor(() => expect(calls).toContain('PUT /api/courier/order/2?status=READY_FOR_DELIVERY'));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'success', description: 'Status updated successfully' }));
    // Both lists are refreshed after the change.
    await waitFor(() => expect(calls.filter((c) => c === 'GET /api/courier/orders?status=AWAITING_PICKUP').length).toBeGreaterThan(1));
    expect(calls.filter((c) => c === 'GET /api/courier/orders?status=READY_FOR_DELIVERY').length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.queryByText('Pizzeria 2')).toBeNull());
  });

  it('deliveries: customer name and address, Call the customer, Confirm delivery', async () => {
    const world: World = { status: 'ONLINE', pickups: [], deliveries: [order(3, 'READY_FOR_DELIVERY')] };
    const calls = fakeApi(world);
    const { container } = renderPanel();
    expect(await screen.findByText('Clara Schmidt3')).toBeTruthy();
    expect(screen.getByText('Sonnenwall 5, 47051 Duisburg')).toBeTruthy();
    expect(screen.getByText('At delivery checkpoint? Confirm delivery')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm delivery' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Clara Schmidt3/ }));
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+49203999888');
    await screen.findByText('2 routes');
    expect(calls).toContain('GET /api/courier/order/3/route');
    expect(screen.queryByText(/fixed starting point/)).toBeNull();
    await expectAccessible(container);
    fireEvent.click(confirm);
    await waitFor(() => expect(calls).toContain('PUT /api/courier/order/3?status=DELIVERED'));
  });

  it('draws the chosen route on the map, and the alternative chosen in the text is highlighted there', async () => {
    const fakeMaps = createFakeMapLibre();
    maps.lib = fakeMaps.lib;
    fakeApi({ status: 'ONLINE', pickups: [order(1, 'AWAITING_PICKUP')], deliveries: [], map: true, positionKnown: true });
    renderPanel();
    fireEvent.click(await screen.findByRole('radio', { name: /Pizzeria 1/ }));
    await waitFor(() => expect(fakeMaps.maps).toHaveLength(1));
    const map = fakeMaps.maps[0]!;
    act(() => map.fire('load'));
    await waitFor(() => expect(map.sources.has('routes')).toBe(true));
    expect(map.getCanvas().getAttribute('aria-label')).toBe('Map of the route from your position to Pizzeria 1');
    expect(map.markers.map((m) => m.element.getAttribute('aria-label'))).toEqual(['Start of the route', 'End of the route']);
    expect(screen.getByText('Distance')).toBeTruthy();
    expect(screen.getByText('Duration')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Route 2: A59/ }));
    await waitFor(() => {
      const features = (map.sources.get('routes')!.data as { features: { properties: { index: number; selected: boolean } }[] }).features;
      expect(features.at(-1)!.properties).toEqual({ index: 1, selected: true });
    });
  });

  it('reports the position while online, at most every 15 s', async () => {
    let report: PositionCallback = () => {};
    const clearWatch = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, geolocation: { watchPosition: (cb: PositionCallback) => ((report = cb), 1), clearWatch } });
    const world: World = { status: 'ONLINE', pickups: [], deliveries: [] };
    const calls = fakeApi(world);
    renderPanel();
    await screen.findByText('Orders will be assigned to you');
    const at = (latitude: number) => ({ coords: { latitude, longitude: 6.76 } }) as GeolocationPosition;
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    act(() => report(at(51.41)));
    act(() => report(at(51.42)));
    now.mockReturnValue(1_000_000 + 15_000);
    act(() => report(at(51.43)));
    await waitFor(() => expect(calls.filter((c) => c === 'POST /api/courier/position')).toHaveLength(2));
    now.mockRestore();
  });

  it('asks for the pickup route again once the first position is reported, so it no longer starts at the fixed point', async () => {
    let report: PositionCallback = () => {};
    vi.stubGlobal('navigator', { ...navigator, geolocation: { watchPosition: (cb: PositionCallback) => ((report = cb), 1), clearWatch: vi.fn() } });
    const world: World = { status: 'ONLINE', pickups: [order(1, 'AWAITING_PICKUP')], deliveries: [] };
    const calls = fakeApi(world);
    renderPanel();
    fireEvent.click(await screen.findByRole('radio', { name: /Pizzeria 1/ }));
    expect(await screen.findByText(/fixed starting point/)).toBeTruthy();
    world.positionKnown = true;
    act(() => report({ coords: { latitude: 51.44, longitude: 6.77 } } as GeolocationPosition));
    await waitFor(() => expect(calls.filter((c) => c === 'GET /api/courier/order/1/route')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(/fixed starting point/)).toBeNull());
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    fakeApi({ status: 'OFFLINE', pickups: [], deliveries: [] });
    renderPanel();
    expect(await screen.findByText('Spannende Aufträge in deiner Nähe')).toBeTruthy();
  });
});
