// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeMapLibre } from '../../maps/testing/fake-maplibre';
import { fakeApi, installPanelHooks, order, renderPanel, type World } from '../testing/courier-world';

const maps = vi.hoisted(() => ({ lib: undefined as unknown }));
vi.mock('../../maps/lib/load-maplibre', () => ({ webglAvailable: () => true, loadMapLibre: async () => maps.lib }));

installPanelHooks();

describe('CourierPanel: routes and position', () => {
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
});
