import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { layoutMiniMap, type LatLng } from '../lib/mini-map';

const SIZE = 240;

interface CourierMiniMapProps {
  destination: LatLng;
  courier: LatLng;
  restaurant: LatLng | null;
  /** The sentence a screen reader hears instead of the picture. */
  description: string;
  formatDistance: (meters: number) => string;
}

/**
 * Where the courier is, relative to the delivery address at the centre: no tiles, no third party,
 * just the three points on a ring whose radius is written on it.
 */
export function CourierMiniMap({ destination, courier, restaurant, description, formatDistance }: CourierMiniMapProps) {
  const { t } = useTranslation('tracking');
  const titleId = useId();
  const { radiusMeters, points } = layoutMiniMap(destination, restaurant ? [courier, restaurant] : [courier], SIZE);
  const [c, r] = points as [{ x: number; y: number }, { x: number; y: number } | undefined];
  const mid = SIZE / 2;
  const ring = mid - 24;
  return (
    <figure className="flex flex-col items-center gap-2">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-labelledby={titleId} className="w-full max-w-72 rounded-2xl bg-stone-100 ring-1 ring-stone-200">
        <title id={titleId}>{description}</title>
        <circle cx={mid} cy={mid} r={ring} fill="white" stroke="#a8a29e" strokeDasharray="4 4" />
        <circle cx={mid} cy={mid} r={ring / 2} fill="none" stroke="#e7e5e4" />
        <line x1={mid} y1={mid - ring} x2={mid} y2={mid + ring} stroke="#e7e5e4" />
        <line x1={mid - ring} y1={mid} x2={mid + ring} y2={mid} stroke="#e7e5e4" />
        <text x={mid} y={14} textAnchor="middle" fontSize="11" fill="#57534e">
          {t('courier.north')}
        </text>
        <text x={mid + ring * 0.72} y={mid + ring * 0.72 + 14} textAnchor="middle" fontSize="11" fill="#57534e">
          {formatDistance(radiusMeters)}
        </text>
        <line x1={c.x} y1={c.y} x2={mid} y2={mid} stroke="#c2410c" strokeWidth="2" strokeDasharray="5 4" />
        {r && <rect x={r.x - 6} y={r.y - 6} width="12" height="12" rx="3" fill="#57534e" stroke="white" strokeWidth="2" />}
        <circle cx={mid} cy={mid} r="8" fill="#1c1917" stroke="white" strokeWidth="3" />
        <circle cx={c.x} cy={c.y} r="14" fill="#c2410c" opacity="0.2" className="motion-safe:animate-ping" style={{ transformOrigin: `${c.x}px ${c.y}px` }} />
        <circle cx={c.x} cy={c.y} r="8" fill="#c2410c" stroke="white" strokeWidth="3" />
      </svg>
      <figcaption className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-stone-700">
        <Legend swatch="rounded-full bg-ink" label={t('courier.legendYou')} />
        <Legend swatch="rounded-full bg-brand-700" label={t('courier.legendCourier')} />
        {restaurant && <Legend swatch="rounded-sm bg-stone-600" label={t('courier.legendRestaurant')} />}
      </figcaption>
    </figure>
  );
}

function Legend({ swatch, label }: { swatch: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden className={`inline-block size-3 ${swatch}`} />
      {label}
    </span>
  );
}
