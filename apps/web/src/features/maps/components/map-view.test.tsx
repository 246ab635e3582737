// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoMapConfig } from '../../../../test/fixtures';
import { createFakeMapLibre, type FakeMapLibre } from '../testing/fake-maplibre';
import { MapView } from './map-view';

const fake = vi.hoisted(() => ({ webgl: true, lib: undefined as unknown, load: vi.fn() }));
vi.mock('../lib/load-maplibre', () => ({ webglAvailable: () => fake.webgl, loadMapLibre: fake.load }));

const config = demoMapConfig;

let maplibre: FakeMapLibre;
beforeEach(() => {
  maplibre = createFakeMapLibre();
  fake.webgl = true;
  fake.load.mockReset().mockImplementation(async () => maplibre.lib);
});
afterEach(cleanup);

describe('MapView', () => {
  it('loads maplibre only when shown, centres on the configured point, and labels the canvas', async () => {
    const { unmount } = render(
      <MapView config={config} label="Map of all restaurants">
        {() => <p>layers here</p>}
      </MapView>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the map…');
    await waitFor(() => expect(maplibre.maps).toHaveLength(1));
    const [map] = maplibre.maps;
    expect(map!.options).toMatchObject({
      center: [6.7652, 51.4261],
      zoom: 12,
      attributionControl: { compact: false, customAttribution: '© OpenStreetMap contributors' },
    });
    expect(map!.getCanvas().getAttribute('aria-label')).toBe('Map of all restaurants');
    expect(screen.queryByText('layers here')).toBeNull();

    act(() => map!.fire('load'));
    expect(await screen.findByText('layers here')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    expect(map!.removed).toBe(true);
  });

  it('follows a new label without a new map', async () => {
    const { rerender } = render(<MapView config={config} label="First" />);
    await waitFor(() => expect(maplibre.maps).toHaveLength(1));
    act(() => maplibre.maps[0]!.fire('load'));
    rerender(<MapView config={config} label="Courier 300 m north" />);
    await waitFor(() => expect(maplibre.maps[0]!.getCanvas().getAttribute('aria-label')).toBe('Courier 300 m north'));
    expect(maplibre.maps).toHaveLength(1);
  });

  it('without WebGL shows a short note instead, and never downloads maplibre', () => {
    fake.webgl = false;
    render(<MapView config={config} label="Map" />);
    expect(screen.getByRole('note').textContent).toMatch(/This browser cannot draw the map/);
    expect(fake.load).not.toHaveBeenCalled();
  });

  it('shows the given fallback when the map fails to start or to download', async () => {
    fake.load.mockImplementation(async () => ({
      ...maplibre.lib,
      Map: class {
        constructor() {
          throw new Error('Failed to initialize WebGL');
        }
      },
    }));
    render(<MapView config={config} label="Map" fallback={<p>drawn mini map</p>} />);
    expect(await screen.findByText('drawn mini map')).toBeTruthy();
    cleanup();

    fake.load.mockRejectedValue(new Error('offline'));
    render(<MapView config={config} label="Map" />);
    expect((await screen.findByRole('note')).textContent).toMatch(/cannot draw the map/);
  });
});
