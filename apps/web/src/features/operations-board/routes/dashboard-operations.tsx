import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BOARD_STAGES } from '@forkly/contracts';
import { InlineError } from '../../../components/feedback/inline-error';
import { LoadingOverlay } from '../../../components/feedback/loading-overlay';
import { SelectField } from '../../../components/forms/select-field';
import { useBoardLiveRefresh, useOperationsBoard } from '../api/get-operations-board';
import { AtRiskTable, CouriersTable, StageTable } from '../components/board-tables';
import { SummaryTiles } from '../components/summary-tiles';
import { ZoneMap } from '../components/zone-map';
import { atRiskOrders, ordersByStage } from '../lib/board-view';
import { useBoardFormat } from '../lib/use-board-format';

/** The zone in the URL, so a reload or a shared link shows the same zone; none: the server's first. */
function useZoneParam(): [number | undefined, (id: string) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = Number.parseInt(search.get('zone') ?? '', 10);
  const set = (id: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('zone', id);
        return next;
      },
      { replace: true },
    );
  return [Number.isInteger(asked) && asked > 0 ? asked : undefined, set];
}

/**
 * /dashboard/operations (ADMIN, SERVICE; issue 21, decision 036): one zone live. Orders at risk
 * first, latest on top, with what staff can do about them; then every open order by stage, the
 * couriers and the map. It refetches on each live order event and every 20 s.
 */
export function Component() {
  const { t } = useTranslation('operations');
  const [zoneId, setZone] = useZoneParam();
  const board = useOperationsBoard(zoneId);
  useBoardLiveRefresh();
  const data = board.data;
  const format = useBoardFormat(data?.at, board.dataUpdatedAt);

  let body;
  if (board.isPending) body = <LoadingOverlay fullScreen={false} />;
  else if (board.isError) body = <InlineError onRetry={board.refetch} className="rounded-2xl bg-white p-6 ring-1 ring-stone-200" />;
  else if (!data!.zone)
    body = (
      <div className="flex flex-col items-center gap-2 rounded-2xl bg-white p-10 text-center text-stone-700 ring-1 ring-stone-200">
        <Inbox aria-hidden className="size-8 text-stone-500" />
        <p>{t('noZones')}</p>
      </div>
    );
  else {
    const { orders, couriers, demand } = data!;
    const atRisk = atRiskOrders(orders);
    const byStage = ordersByStage(orders);
    body = (
      <>
        <SummaryTiles byStage={byStage} atRisk={atRisk.length} demand={demand} format={format} />
        <section aria-labelledby="board-at-risk" className="flex flex-col gap-3">
          <h2 id="board-at-risk" className="text-xl font-bold text-ink">
            {t('atRisk.title', { count: atRisk.length })}
          </h2>
          <AtRiskTable orders={atRisk} couriers={couriers} format={format} />
        </section>
        <section aria-labelledby="board-open" className="flex flex-col gap-4">
          <h2 id="board-open" className="text-xl font-bold text-ink">
            {t('open.title')}
          </h2>
          {BOARD_STAGES.map((stage) => (
            <div key={stage} className="flex flex-col gap-2">
              <h3 className="text-lg font-semibold text-ink">
                {t(`stages.${stage}`)} <span className="font-normal text-stone-700 tabular-nums">({format.count(byStage[stage].length)})</span>
              </h3>
              <StageTable caption={t(`stages.${stage}`)} orders={byStage[stage]} format={format} />
            </div>
          ))}
        </section>
        <div className="grid gap-6 2xl:grid-cols-2">
          <section aria-labelledby="board-couriers" className="flex min-w-0 flex-col gap-3">
            <h2 id="board-couriers" className="text-xl font-bold text-ink">
              {t('couriers.title')}
            </h2>
            <CouriersTable couriers={couriers} format={format} />
          </section>
          <section aria-labelledby="board-map" className="flex min-w-0 flex-col gap-3">
            <h2 id="board-map" className="text-xl font-bold text-ink">
              {t('map.title')}
            </h2>
            <ZoneMap orders={orders} couriers={couriers} />
          </section>
        </div>
      </>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('title')}</h1>
        <p className="mt-1 max-w-3xl text-stone-700">{t('intro')}</p>
      </div>
      {data && data.zones.length > 0 && (
        <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
          <SelectField
            label={t('zone')}
            className="min-w-48"
            value={String(data.zone?.id ?? '')}
            onChange={(event) => setZone(event.target.value)}
            options={data.zones.map((zone) => ({ value: String(zone.id), label: zone.name }))}
          />
          <p className="pb-3 text-sm text-stone-700">{t('updated', { time: format.time(data.at) })}</p>
        </div>
      )}
      {body}
    </div>
  );
}
