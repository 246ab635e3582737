// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteOption } from '@forkly/contracts';
import { directionsResponseSchema, mapConfigSchema, mapRestaurantsResponseSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { createFakeMapLibre, type FakeMapLibre } from '../testing/fake-maplibre';
import { Component as MapDemo } from './map-demo';

const fake = vi.hoisted(() => ({ webgl: true, lib: undefined as unknown }));
vi.mock('../lib/load-maplibre', () => ({ webglAvailable: () => fake.webgl, loadMapLibre: async () => fake.lib }));

const restaurants = [
  { id: 1, name: 'Pizzeria Roma', address: 'Königstraße 1, 47051 Duisburg', latitude: 51.43, longitude: 6.76 },
  { id: 2, name: 'Sushi Go', address: 'Sonnenwall 2, 47051 Duisburg', latitude: 51.41, longitude: 6.8 },
  { id: 3, name: 'Taco Loco', address: 'Kuhstraße 3, 47051 Duisburg', latitude: 51.42, longitude: 6.77 },
];
const line = (summary: string, distanceMeters: number): RouteOption => ({
  summary,
  distanceMeters,
  durationSeconds: 540,
  startAddress: 'Königstraße 1, 47051 Duisburg',
  endAddress: 'Sonnenwall 2, 47051 Duisburg',
  geometry: {
    type: 'LineString',
    coordinates: [
      [6.76, 51.43],
      [6.78, 51.42],
      [6.8, 51.41],
    ],
  },
});
const config = (drawRoutes = true) => ({
  center: { latitude: 51.4261, longitude: 6.7652 },
  zoom: 12,
  attribution: '© OpenStreetMap contributors',
  demoData: true,
  network: '/api/map/network',
  drawRoutes,
  styleUrl: null,
});
/** The map endpoints of our API; returns every request as "path?query". */
function fakeApi({ drawRoutes = true, failRestaurants = false } = {}) {
  server.use(
    http.get(apiPath('/map/config'), () => contractJson(mapConfigSchema, config(drawRoutes))),
    http.get(apiPath('/map/restaurants'), () =>
      failRestaurants ? HttpResponse.json({}, { status: 500 }) : contractJson(mapRestaurantsResponseSchema, { restaurants }),
    ),
    http.get(apiPath('/directions'), () => contractJson(directionsResponseSchema, { routes: [line('A59', 4200), line('Königstraße', 4600)] })),
  );
  return recordCalls();
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/ss']}>
        <Routes>
          <Route
            path="/ss"
            element={
              <main>
                <MapDemo />
              </main>
            }
          />
          <Route path="/details/menu/:id" element={<p>menu page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let maplibre: FakeMapLibre;
async function loadedMap() {
  await waitFor(() => expect(maplibre.maps).toHaveLength(1));
  const map = maplibre.maps[0]!;
  act(() => map.fire('load'));
  await waitFor(() => expect(map.sources.has('restaurants')).toBe(true));
  return map;
}

beforeEach(() => {
  maplibre = createFakeMapLibre();
  fake.lib = maplibre.lib;
  fake.webgl = true;
});
afterEach(() => {
  cleanup();
});

describe('/ss map demo', () => {
  it('puts every restaurant in a clustered source, and the route between the first two on the map and in text', async () => {
    const calls = fakeApi();
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Map demo' })).toBeTruthy();
    const map = await loadedMap();
    expect(map.sources.get('restaurants')!.spec).toMatchObject({ cluster: true, clusterRadius: 60, clusterMinPoints: 2 });
    expect([...map.layers.keys()]).toEqual(expect.arrayContaining(['restaurant-clusters', 'restaurant-points']));
    expect(map.getCanvas().getAttribute('aria-label')).toBe('Map with 3 restaurants and the route between the two chosen below');

    expect(await screen.findByText('2 routes')).toBeTruthy();
    expect(calls.find((c) => c.startsWith('/api/directions'))).toContain(
      'originLatitude=51.43&originLongitude=6.76&destinationLatitude=51.41&destinationLongitude=6.8',
    );
    await waitFor(() => expect(map.layers.get('route-chosen')).toMatchObject({ paint: { 'line-color': '#1d4ed8', 'line-width': 8 } }));
    expect(map.markers.map((m) => m.element.getAttribute('aria-label'))).toEqual(['Start: Pizzeria Roma', 'Destination: Sushi Go']);
    expect(map.fitBounds).toHaveBeenCalled();

    const text = screen.getByText('2 routes').parentElement!;
    expect(within(text).getByText('Sonnenwall 2, 47051 Duisburg')).toBeTruthy();
    expect(within(text).getByText('4.2 km')).toBeTruthy();
    expect(within(text).getByText('9 min')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'All 3 restaurants on the map' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the menu of Taco Loco' }).getAttribute('href')).toBe('/details/menu/3');

    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('highlights the alternative chosen in the text or on the map', async () => {
    fakeApi();
    renderPage();
    const map = await loadedMap();
    await screen.findByText('2 routes');
    await waitFor(() => expect(map.sources.has('routes')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /Route 2: Königstraße/ }));
    await waitFor(() =>
      expect(map.sources.get('routes')!.setData).toHaveBeenLastCalledWith(
        expect.objectContaining({
          features: [
            expect.objectContaining({ properties: { index: 0, selected: false } }),
            expect.objectContaining({ properties: { index: 1, selected: true } }),
          ],
        }),
      ),
    );

    act(() => map.fire('click', 'route-alternatives', { features: [{ properties: { index: 0 } }] }));
    expect(screen.getByRole('button', { name: /Route 1: A59/ }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByRole('button', { name: /Route 1: A59/ }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('zooms into a clicked cluster, labels clusters with their count, and opens a popup with the menu link', async () => {
    fakeApi();
    renderPage();
    const map = await loadedMap();
    const source = map.sources.get('restaurants')!;
    source.getClusterExpansionZoom.mockResolvedValue(14);
    act(() =>
      map.fire('click', 'restaurant-clusters', { features: [{ properties: { cluster_id: 7 }, geometry: { type: 'Point', coordinates: [6.77, 51.42] } }] }),
    );
    await waitFor(() => expect(map.easeTo).toHaveBeenCalledWith({ center: [6.77, 51.42], zoom: 14 }));
    expect(source.getClusterExpansionZoom).toHaveBeenCalledWith(7);

    map.queryRenderedFeatures.mockReturnValue([
      { properties: { cluster: true, cluster_id: 7, point_count: 2 }, geometry: { type: 'Point', coordinates: [6.77, 51.42] } },
    ]);
    act(() => map.fire('idle'));
    expect(map.queryRenderedFeatures).toHaveBeenLastCalledWith({ layers: ['restaurant-clusters'] });
    const label = map.markers.find((m) => m.element.textContent === '2')!;
    expect(label.element.title).toBe('2 restaurants: click to zoom in');
    map.queryRenderedFeatures.mockReturnValue([]);
    act(() => map.fire('idle'));
    expect(map.markers.some((m) => m.element.textContent === '2')).toBe(false);

    act(() => map.fire('click', 'restaurant-points', { features: [{ properties: restaurants[2], geometry: { type: 'Point', coordinates: [6.77, 51.42] } }] }));
    const popup = map.popups[0]!.content!;
    expect(popup.textContent).toContain('Taco Loco');
    const link = within(popup).getByRole('link', { name: 'Open the menu' });
    expect(link.getAttribute('href')).toBe('/details/menu/3');
    fireEvent.click(link);
    expect(await screen.findByText('menu page')).toBeTruthy();
  });

  it('without WebGL keeps the route and the restaurants as text, with a note', async () => {
    fake.webgl = false;
    fakeApi();
    renderPage();
    expect(await screen.findByRole('note')).toBeTruthy();
    expect(await screen.findByText('2 routes')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Open the menu of/ })).toHaveLength(3);
    expect(maplibre.maps).toHaveLength(0);
  });

  it("with Google's routes draws the restaurants but gives the route as text only", async () => {
    fakeApi({ drawRoutes: false });
    renderPage();
    const map = await loadedMap();
    expect(await screen.findByText('With this map provider, routes are shown as text only.')).toBeTruthy();
    await screen.findByText('2 routes');
    expect(map.sources.has('routes')).toBe(false);
    expect(map.markers).toHaveLength(0);
  });

  it("shows 'Oops an error occured' with Retry when the restaurants cannot be loaded", async () => {
    fakeApi({ failRestaurants: true });
    renderPage();
    expect(await screen.findByText('Oops an error occured')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
