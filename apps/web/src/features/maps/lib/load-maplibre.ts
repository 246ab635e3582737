import type * as maplibre from 'maplibre-gl';

/** The maplibre-gl module, typed; its code is fetched only through loadMapLibre(). */
export type MapLibre = typeof maplibre;
export type MapInstance = maplibre.Map;

let loading: Promise<MapLibre> | undefined;

/**
 * Loads maplibre-gl, its stylesheet and its worker only when a map is on screen (DESIGN.md
 * section 5): about 1 MB that no other page should pay for. The worker file is emitted as an asset
 * and pointed to explicitly, because the bundled library cannot find it next to itself.
 */
export function loadMapLibre(): Promise<MapLibre> {
  loading ??= Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css'), import('maplibre-gl/dist/maplibre-gl-worker.mjs?url')])
    .then(([lib, , worker]) => {
      lib.setWorkerUrl(worker.default);
      return lib;
    })
    .catch((error: unknown) => {
      // A failed download (offline for a moment) may succeed on the next map.
      loading = undefined;
      throw error;
    });
  return loading;
}

let webgl: boolean | undefined;

/** Whether this browser can give a WebGL context at all (no GPU, blocked, or switched off). */
export function webglAvailable(): boolean {
  if (webgl === undefined) {
    try {
      const canvas = document.createElement('canvas');
      webgl = Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
    } catch {
      webgl = false;
    }
  }
  return webgl;
}
