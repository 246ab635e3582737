import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDirections } from '../api/get-directions';

interface LatLon {
  latitude: number;
  longitude: number;
}

function useUnits() {
  const { i18n } = useTranslation();
  const km = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
  const minutes = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  return {
    distance: (meters: number) => km.format(meters / 1000),
    duration: (seconds: number) => minutes.format(Math.max(1, Math.round(seconds / 60))),
  };
}

/**
 * The route options to the chosen order (SPEC.md section 2's map screen, as text until the map
 * comes): how many, and for the picked one its summary, start and end address, distance and time.
 */
export function RouteSummary({ origin, destination }: { origin: LatLon; destination: LatLon | null }) {
  const { t } = useTranslation('courier');
  const units = useUnits();
  const directions = useDirections(origin, destination);
  const [picked, setPicked] = useState(0);
  if (!destination) return null;
  if (directions.isPending) {
    return (
      <p role="status" className="text-sm text-stone-700">
        {t('route.finding')}
      </p>
    );
  }
  const routes = directions.data?.routes ?? [];
  if (!routes.length) return <p className="text-sm text-stone-700">{t('route.none')}</p>;
  const route = routes[Math.min(picked, routes.length - 1)]!;

  return (
    <div className="rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200" aria-live="polite">
      <p className="text-sm font-semibold text-ink">{t('route.count', { count: routes.length })}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {routes.map((option, index) => (
          <li key={`${option.summary}-${index}`}>
            <button
              type="button"
              aria-pressed={option === route}
              onClick={() => setPicked(index)}
              className={clsx(
                'rounded-full px-3 py-1.5 text-sm ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                option === route ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-ink ring-stone-300 hover:bg-stone-100',
              )}
            >
              {t('route.option', { index: index + 1, summary: option.summary })} · {units.distance(option.distanceMeters)} · {units.duration(option.durationSeconds)}
            </button>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-stone-700">
        <dt className="font-semibold text-ink">{t('route.from')}</dt>
        <dd>{route.startAddress}</dd>
        <dt className="font-semibold text-ink">{t('route.to')}</dt>
        <dd>{route.endAddress}</dd>
      </dl>
    </div>
  );
}
