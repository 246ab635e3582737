import type { RouteOption } from '@forkly/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useRouteUnits } from '../lib/use-route-units';

interface RouteOptionsProps {
  routes: RouteOption[];
  selected: number;
  onSelect: (index: number) => void;
}

/**
 * The route options as text (SPEC.md section 2's map screen): how many, a button per alternative
 * to choose it, and for the chosen one its summary, start and end address, distance and duration.
 * It is the whole answer where no map can be drawn (Google's terms, no WebGL).
 */
export function RouteOptions({ routes, selected, onSelect }: RouteOptionsProps) {
  const { t } = useTranslation('maps');
  const units = useRouteUnits();
  const route = routes[Math.min(selected, routes.length - 1)];
  if (!route) return <p className="text-sm text-stone-700">{t('route.none')}</p>;

  return (
    <div className="rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200" aria-live="polite">
      <p className="text-sm font-semibold text-ink">{t('route.count', { count: routes.length })}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {routes.map((option, index) => (
          <li key={`${option.summary}-${index}`}>
            <button
              type="button"
              aria-pressed={option === route}
              onClick={() => onSelect(index)}
              className={clsx(
                'rounded-full px-3 py-1.5 text-left text-sm ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                option === route ? 'bg-blue-700 text-white ring-blue-700' : 'bg-white text-ink ring-stone-300 hover:bg-stone-100',
              )}
            >
              {t('route.option', { index: index + 1, summary: option.summary })} · {units.distance(option.distanceMeters)} ·{' '}
              {units.duration(option.durationSeconds)}
            </button>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-stone-700">
        <dt className="font-semibold text-ink">{t('route.summary')}</dt>
        <dd>{route.summary}</dd>
        <dt className="font-semibold text-ink">{t('route.from')}</dt>
        <dd>{route.startAddress}</dd>
        <dt className="font-semibold text-ink">{t('route.to')}</dt>
        <dd>{route.endAddress}</dd>
        <dt className="font-semibold text-ink">{t('route.distance')}</dt>
        <dd>{units.distance(route.distanceMeters)}</dd>
        <dt className="font-semibold text-ink">{t('route.duration')}</dt>
        <dd>{units.duration(route.durationSeconds)}</dd>
      </dl>
    </div>
  );
}
