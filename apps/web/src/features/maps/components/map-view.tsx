import type { MapConfig } from '@forkly/contracts';
import { clsx } from 'clsx';
import { MapPinOff } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMapLibre, type MapInstance, type MapLibre, webglAvailable } from '../lib/load-maplibre';
import { attributionOf, baseStyle } from '../lib/map-style';

/** A map once its style has loaded: what layers and markers are added to. */
export interface MapHandle {
  map: MapInstance;
  lib: MapLibre;
}

type MapState = { status: 'loading' } | { status: 'ready'; handle: MapHandle } | { status: 'failed' };

interface MapViewProps {
  config: MapConfig;
  /** What the map shows, for screen readers (the canvas's aria-label). */
  label: string;
  /** Height and shape of the map box. */
  className?: string;
  /** Shown instead of the map when this browser cannot draw one (default: a short note). */
  fallback?: ReactNode;
  /** Layers and markers, rendered once the map is ready. */
  children?: (handle: MapHandle) => ReactNode;
}

/**
 * A MapLibre map on the base map of GET /map/config, with OpenStreetMap's attribution always
 * shown. maplibre-gl is fetched only when this mounts; without WebGL (no GPU, blocked, headless
 * without SwiftShader) it shows `fallback` instead and the page's text stays the way to read it.
 */
export function MapView({ config, label, className, fallback, children }: MapViewProps) {
  const { t } = useTranslation('maps');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>(() => (webglAvailable() ? { status: 'loading' } : { status: 'failed' }));
  // The map is created once per config; its first label and texts are read from here.
  const labelRef = useRef(label);
  const tRef = useRef(t);
  useEffect(() => {
    labelRef.current = label;
    tRef.current = t;
  });
  const failed = state.status === 'failed';

  useEffect(() => {
    if (failed) return;
    let cancelled = false;
    let map: MapInstance | undefined;
    loadMapLibre()
      .then((lib) => {
        if (cancelled || !container.current) return;
        map = createMap(lib, container.current, config, labelRef.current, tRef.current);
        const created = map;
        created.once('load', () => !cancelled && setState({ status: 'ready', handle: { map: created, lib } }));
      })
      .catch(() => !cancelled && setState({ status: 'failed' }));
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [config, failed]);

  const map = state.status === 'ready' ? state.handle.map : undefined;
  useEffect(() => {
    map?.getCanvas().setAttribute('aria-label', label);
  }, [map, label]);

  if (failed) {
    return (
      fallback ?? (
        <p role="note" className="flex items-center gap-2 rounded-2xl bg-stone-50 p-4 text-sm text-stone-700 ring-1 ring-stone-200">
          <MapPinOff aria-hidden className="size-4 shrink-0" />
          {t('unavailable')}
        </p>
      )
    );
  }
  return (
    <div className={clsx('relative overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200', className ?? 'h-72 sm:h-96')}>
      {/* Not absolutely placed: maplibre makes its container position: relative. */}
      <div ref={container} className="h-full w-full" />
      {state.status === 'loading' && (
        <p role="status" className="absolute inset-0 flex items-center justify-center text-sm text-stone-700">
          {t('loading')}
        </p>
      )}
      {state.status === 'ready' && children?.(state.handle)}
    </div>
  );
}

/** The map itself; a browser that offers WebGL but fails to start it throws here and gets the fallback. */
function createMap(lib: MapLibre, container: HTMLElement, config: MapConfig, label: string, t: (key: string) => string): MapInstance {
  const map = new lib.Map({
    container,
    style: baseStyle(config),
    center: [config.center.longitude, config.center.latitude],
    zoom: config.zoom,
    attributionControl: { compact: false, customAttribution: attributionOf(config) },
    locale: {
      'Map.Title': label,
      'NavigationControl.ZoomIn': t('zoomIn'),
      'NavigationControl.ZoomOut': t('zoomOut'),
      'AttributionControl.ToggleAttribution': t('toggleAttribution'),
      'Popup.Close': t('closePopup'),
    },
  });
  map.addControl(new lib.NavigationControl({ showCompass: false }), 'top-right');
  return map;
}
