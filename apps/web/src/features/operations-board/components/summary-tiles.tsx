import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { BOARD_STAGES, type BoardDemand, type BoardOrder } from '@forkly/contracts';
import type { useBoardFormat } from '../lib/use-board-format';

interface SummaryTilesProps {
  byStage: Record<BoardOrder['stage'], BoardOrder[]>;
  atRisk: number;
  demand: BoardDemand;
  format: ReturnType<typeof useBoardFormat>;
}

function Tile({ label, value, detail, alert, wide }: { label: string; value: string; detail?: string; alert?: boolean; wide?: boolean }) {
  return (
    <div className={clsx('flex flex-col gap-1 rounded-2xl bg-white p-4 ring-1', alert ? 'ring-2 ring-red-600' : 'ring-stone-200', wide && 'max-md:col-span-2')}>
      <dt className="text-sm font-semibold hyphens-auto text-stone-700 [overflow-wrap:anywhere]">{label}</dt>
      <dd className={clsx('text-3xl font-extrabold tabular-nums', alert ? 'text-red-800' : 'text-ink')}>{value}</dd>
      {detail && <dd className="text-sm text-stone-700">{detail}</dd>}
    </div>
  );
}

/**
 * The zone at a glance: how many open orders stand at each stage, how many are at risk, and the
 * orders paid in the last 30 minutes against what the couriers online could deliver in that time.
 */
export function SummaryTiles({ byStage, atRisk, demand, format }: SummaryTilesProps) {
  const { t } = useTranslation('operations');
  const short = demand.ordersPlaced > demand.capacity;
  return (
    <section aria-labelledby="board-summary" className="flex flex-col gap-3">
      <h2 id="board-summary" className="sr-only">
        {t('summary.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {BOARD_STAGES.map((stage) => (
          <Tile key={stage} label={t(`stages.${stage}`)} value={format.count(byStage[stage].length)} />
        ))}
        <Tile label={t('summary.atRisk')} value={format.count(atRisk)} alert={atRisk > 0} />
        <Tile
          label={t('summary.demand', { minutes: demand.windowMinutes })}
          value={`${format.count(demand.ordersPlaced)} / ${format.count(demand.capacity)}`}
          detail={t('summary.demandDetail', {
            count: demand.couriersOnline,
            delivered: format.count(demand.ordersDelivered),
            minutes: format.count(Math.round(demand.minutesPerDelivery)),
          })}
          alert={short}
          wide
        />
      </dl>
    </section>
  );
}
