import { clsx } from 'clsx';
import type { MarkerKind } from './map-marker';

/** A marker's shape and colour at legend size, as map-marker.tsx draws it on the map. */
const SWATCH: Record<MarkerKind, string> = {
  home: 'rounded-full bg-ink',
  courier: 'rounded-full bg-brand-700',
  restaurant: 'rounded-sm bg-stone-600',
  start: 'rounded-full bg-green-700',
  end: 'rounded-full bg-ink',
};

const PLACEMENT = {
  /** Over the map's top-left corner, inside a MapView: for a map with few markers far from that corner. */
  overlay: 'absolute top-2 left-2 flex flex-col gap-1 rounded-lg bg-white/90 px-2 py-1.5 shadow-sm',
  /** A line under the map, outside it: it never covers a marker, whatever the language's length. */
  below: 'flex flex-wrap gap-x-4 gap-y-1',
};

/**
 * Which marker is which, in words: the markers' names are only tooltips and screen-reader labels.
 * The list is read as part of the page.
 */
export function MapLegend({ items, placement = 'overlay' }: { items: readonly (readonly [MarkerKind, string])[]; placement?: keyof typeof PLACEMENT }) {
  return (
    <ul className={clsx('text-xs text-ink', PLACEMENT[placement])}>
      {items.map(([kind, label]) => (
        <li key={kind} className="inline-flex items-center gap-1.5">
          <span aria-hidden className={clsx('inline-block size-3', SWATCH[kind])} />
          {label}
        </li>
      ))}
    </ul>
  );
}
