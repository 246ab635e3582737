// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteOption } from '@forkly/contracts';
import { directionsResponseSchema, mapConfigSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { createFakeMapLibre, type FakeMapLibre } from '../../maps/testing/fake-maplibre';
import { CourierLiveMap } from './courier-live-map';

const fake = vi.hoisted(() => ({ webgl: true, lib: undefined as unknown }));
vi.mock('../../maps/lib/load-maplibre', () => ({ webglAvailable: () => fake.webgl, loadMapLibre: async () => fake.lib }));

const home = { latitude: 51.4343, longitude: 6.7623 };
const restaurant = { latitude: 51.4336, longitude: 6.7652 };
const description = 'Map around your address: the courier is about 900 m north-east.';
const route: RouteOption = {
  summary: 'Sonnenwall',
  distanceMeters: 900,
  durationSeconds: 120,
  startAddress: 'A',
  endAddress: 'B',
  geometry: {
    type: 'LineString',
    coordinates: [
      [6.77, 51.44],
      [6.7623, 51.4343],
    ],
  },
};

/** The map config and directions of our API; returns every request as "path?query". */
function fakeApi(drawRoutes: boolean) {
  server.use(
    http.get(apiPath('/map/config'), () =>
      contractJson(mapConfigSchema, {
        center: { latitude: 51.4261, longitude: 6.7652 },
        zoom: 12,
        attribution: '© OpenStreetMap contributors',
        demoData: true,
        network: '/api/map/network',
        drawRoutes,
        styleUrl: null,
      }),
    ),
    http.get(apiPath('/directions'), () => contractJson(directionsResponseSchema, { routes: [route, { ...route, summary: 'Other' }] })),
  );
  return recordCalls();
}

function renderMap(courier: { latitude: number; longitude: number }, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const ui = (at: typeof courier) => (
    <QueryClientProvider client={client}>
      <CourierLiveMap courier={at} destination={home} restaurant={restaurant} description={description} formatDistance={(m) => `${m} m`} />
    </QueryClientProvider>
  );
  const view = render(ui(courier));
  return { ...view, moveTo: (at: typeof courier) => view.rerender(ui(at)) };
}

let maplibre: FakeMapLibre;
beforeEach(() => {
  maplibre = createFakeMapLibre();
  fake.lib = maplibre.lib;
  fake.webgl = true;
});
afterEach(() => {
  cleanup();
});

describe('CourierLiveMap', () => {
  it("shows the courier, the restaurant and the address on a real map with the courier's route to the door", async () => {
    const calls = fakeApi(true);
    const { moveTo } = renderMap({ latitude: 51.44, longitude: 6.77 });
    await waitFor(() => expect(maplibre.maps).toHaveLength(1));
    const map = maplibre.maps[0]!;
    act(() => map.fire('load'));
    await waitFor(() => expect(map.sources.has('routes')).toBe(true));
    expect(map.getCanvas().getAttribute('aria-label')).toBe(description);
    expect(screen.getByText('Your address')).toBeTruthy();
    expect(screen.getByText('Courier')).toBeTruthy();
    expect(screen.getByText('Restaurant')).toBeTruthy();
    expect(map.markers.map((m) => m.element.getAttribute('aria-label'))).toEqual(['The restaurant', 'Your address', 'The courier']);
    expect(calls.find((c) => c.startsWith('/api/directions'))).toContain('originLatitude=51.44&originLongitude=6.77&destinationLatitude=51.4343');
    // Only the fastest route: the customer does not choose among the courier's options.
    expect((map.sources.get('routes')!.data as { features: unknown[] }).features).toHaveLength(1);
    expect(map.fitBounds).toHaveBeenCalled();

    const courier = map.markers.find((m) => m.element.getAttribute('aria-label') === 'The courier')!;
    moveTo({ latitude: 51.438, longitude: 6.765 });
    expect(courier.lngLat).toEqual([6.765, 51.438]);
    expect(map.markers.filter((m) => m.element.getAttribute('aria-label') === 'The courier')).toEqual([courier]);
  });

  it("keeps the drawn mini map where routes may not be drawn on our map (Google's terms)", async () => {
    fakeApi(false);
    renderMap({ latitude: 51.44, longitude: 6.77 });
    expect(await screen.findByRole('img', { name: description })).toBeTruthy();
    expect(maplibre.maps).toHaveLength(0);
  });

  it('falls back to the drawn mini map without WebGL', async () => {
    fake.webgl = false;
    fakeApi(true);
    renderMap({ latitude: 51.44, longitude: 6.77 });
    expect(await screen.findByRole('img', { name: description })).toBeTruthy();
    expect(maplibre.maps).toHaveLength(0);
  });
});
