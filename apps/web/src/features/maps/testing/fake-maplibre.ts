import { vi } from 'vitest';

type Handler = (event?: unknown) => unknown;
interface Listener {
  type: string;
  layer?: string;
  fn: Handler;
  once?: boolean;
}

/** A GeoJSON source as the fake keeps it: its spec, its current data and the cluster call. */
export interface FakeSource {
  spec: Record<string, unknown>;
  data: unknown;
  setData: ReturnType<typeof vi.fn>;
  getClusterExpansionZoom: ReturnType<typeof vi.fn>;
}

/**
 * A stand-in for maplibre-gl in jsdom (which has no WebGL): it records what the app asks of the
 * map (sources, layers, markers, popups, camera moves) and lets a test fire the map's events.
 */
export function createFakeMapLibre() {
  const maps: FakeMap[] = [];

  class FakeMarker {
    element: HTMLElement;
    lngLat: [number, number] | undefined;
    map: FakeMap | undefined;
    constructor(options: { element: HTMLElement }) {
      this.element = options.element;
    }
    setLngLat(lngLat: [number, number]) {
      this.lngLat = lngLat;
      return this;
    }
    addTo(map: FakeMap) {
      this.map = map;
      map.markers.push(this);
      map.canvas.parentElement?.appendChild(this.element);
      return this;
    }
    remove() {
      this.element.remove();
      if (this.map) this.map.markers = this.map.markers.filter((m) => m !== this);
    }
  }

  class FakePopup {
    content: HTMLElement | undefined;
    lngLat: [number, number] | undefined;
    setLngLat(lngLat: [number, number]) {
      this.lngLat = lngLat;
      return this;
    }
    setDOMContent(content: HTMLElement) {
      this.content = content;
      return this;
    }
    addTo(map: FakeMap) {
      map.popups.push(this);
      if (this.content) map.canvas.parentElement?.appendChild(this.content);
      return this;
    }
  }

  class FakeMap {
    options: Record<string, unknown>;
    canvas = document.createElement('canvas');
    sources = new Map<string, FakeSource>();
    layers = new Map<string, Record<string, unknown>>();
    markers: FakeMarker[] = [];
    popups: FakePopup[] = [];
    listeners: Listener[] = [];
    style: object | undefined = {};
    removed = false;
    fitBounds = vi.fn();
    easeTo = vi.fn();
    addControl = vi.fn();
    queryRenderedFeatures = vi.fn((): unknown[] => []);

    constructor(options: Record<string, unknown> & { container: HTMLElement; locale?: Record<string, string> }) {
      this.options = options;
      this.canvas.setAttribute('aria-label', options.locale?.['Map.Title'] ?? 'Map');
      options.container.appendChild(this.canvas);
      maps.push(this);
    }
    on(type: string, layerOrFn: string | Handler, fn?: Handler) {
      this.listeners.push(typeof layerOrFn === 'string' ? { type, layer: layerOrFn, fn: fn! } : { type, fn: layerOrFn });
      return this;
    }
    once(type: string, fn: Handler) {
      this.listeners.push({ type, fn, once: true });
      return this;
    }
    off(type: string, layerOrFn: string | Handler, fn?: Handler) {
      const handler = typeof layerOrFn === 'string' ? fn : layerOrFn;
      this.listeners = this.listeners.filter((l) => !(l.type === type && l.fn === handler));
      return this;
    }
    /** Fires an event, for one layer's listeners when `layer` is given. */
    fire(type: string, layer?: string, event: unknown = {}) {
      for (const listener of [...this.listeners]) {
        if (listener.type !== type || listener.layer !== layer) continue;
        if (listener.once) this.listeners = this.listeners.filter((l) => l !== listener);
        void listener.fn(event);
      }
    }
    addSource(id: string, spec: Record<string, unknown>) {
      const source: FakeSource = {
        spec,
        data: spec.data,
        setData: vi.fn((data: unknown) => {
          source.data = data;
        }),
        getClusterExpansionZoom: vi.fn(async () => 15),
      };
      this.sources.set(id, source);
    }
    getSource(id: string) {
      return this.sources.get(id);
    }
    removeSource(id: string) {
      this.sources.delete(id);
    }
    addLayer(spec: Record<string, unknown> & { id: string }) {
      this.layers.set(spec.id, spec);
    }
    getLayer(id: string) {
      return this.layers.get(id);
    }
    removeLayer(id: string) {
      this.layers.delete(id);
    }
    getCanvas() {
      return this.canvas;
    }
    remove() {
      this.removed = true;
      this.style = undefined;
      this.canvas.remove();
    }
  }

  class FakeNavigationControl {}

  const lib = { Map: FakeMap, Marker: FakeMarker, Popup: FakePopup, NavigationControl: FakeNavigationControl, setWorkerUrl: vi.fn() };
  return { lib, maps };
}

export type FakeMapLibre = ReturnType<typeof createFakeMapLibre>;
