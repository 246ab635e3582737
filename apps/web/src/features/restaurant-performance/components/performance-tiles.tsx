import { useTranslation } from 'react-i18next';
import type { PerformanceFigures } from '@forkly/contracts';
import type { usePerformanceFormat } from '../lib/use-performance-format';

function Tile({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <dt className="text-sm font-semibold text-stone-700">{label}</dt>
      <dd className="text-3xl font-extrabold text-ink tabular-nums">{value}</dd>
      <dd className="text-sm text-stone-700">{detail}</dd>
    </div>
  );
}

/** The whole period at a glance: acceptance median and p90, missed, rejected, ready time, rating. */
export function PerformanceTiles({ total, format }: { total: PerformanceFigures; format: ReturnType<typeof usePerformanceFormat> }) {
  const { t } = useTranslation('performance');
  return (
    <dl className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3">
      <Tile
        label={t('tiles.acceptanceMedian')}
        value={format.duration(total.acceptanceMedianSeconds)}
        detail={t('tiles.accepted', { count: total.accepted, orders: format.count(total.orders) })}
      />
      <Tile label={t('tiles.acceptanceP90')} value={format.duration(total.acceptanceP90Seconds)} detail={t('tiles.p90Detail')} />
      <Tile label={t('tiles.missed')} value={format.count(total.missed)} detail={t('tiles.missedDetail')} />
      <Tile label={t('tiles.rejected')} value={format.count(total.rejected)} detail={t('tiles.rejectedDetail')} />
      <Tile
        label={t('tiles.readyOnTime')}
        value={format.share(total.readyOnTimeShare)}
        detail={t('tiles.readyDetail', { count: total.prepared, error: format.readyError(total.readyLateMinutesMean) })}
      />
      <Tile label={t('tiles.rating')} value={format.rating(total.ratingAverage)} detail={t('tiles.ratingDetail', { count: total.ratingCount })} />
    </dl>
  );
}
