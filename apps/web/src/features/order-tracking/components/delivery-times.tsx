import { Clock } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@forkly/contracts';
import { useTimeFormat, useTimeRangeFormat } from '../lib/format';
import { promiseKept } from '../lib/order-status';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="text-right font-semibold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

/** How many of the latest moves are shown until the customer asks for all of them. */
const SHORT_LIST = 4;

/**
 * The times a customer holds us to (issue 24): the promise made at payment (it never moves), the
 * live estimate with its window, or when it was delivered and whether that kept the promise; then
 * every move of the estimate with its reason and time, oldest first. Nothing for a cancelled order.
 */
export function DeliveryTimes({ delivery }: { delivery: Order['delivery'] }) {
  const { t } = useTranslation('tracking');
  const formatTime = useTimeFormat();
  const formatRange = useTimeRangeFormat();
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const { promisedAt, estimate, deliveredAt, changes } = delivery;
  const shown = showAll ? changes : changes.slice(-SHORT_LIST);
  const open = delivery.stage !== 'delivered' && delivery.stage !== 'cancelled' && delivery.stage !== 'awaitingPayment';
  // A cancelled order will not arrive: a promised time would only mislead.
  if (delivery.stage === 'cancelled' || (!promisedAt && !(open && estimate))) return null;
  const kept = promisedAt && deliveredAt ? promiseKept(promisedAt, deliveredAt) : undefined;

  return (
    <section aria-labelledby="delivery-times-title" className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id="delivery-times-title" className="flex items-center gap-2 text-lg font-bold">
        <Clock aria-hidden className="size-5 text-brand-700" />
        {t('times.title')}
      </h2>
      <dl className="flex flex-col gap-2">
        {promisedAt && <Row label={t('times.promised')}>{formatTime(promisedAt)}</Row>}
        {open && estimate && (
          <Row label={t('times.expected')}>
            {formatTime(estimate.arrivesAt)} <span className="text-sm font-normal text-stone-700">({formatRange(estimate.earliest, estimate.latest)})</span>
          </Row>
        )}
        {delivery.stage === 'delivered' && deliveredAt && (
          <Row label={t('times.delivered')}>
            {formatTime(deliveredAt)}
            {kept && (
              <span className="block text-sm font-normal text-stone-700">
                {kept.kept ? t('times.kept') : t(kept.early ? 'times.early' : 'times.late', { count: kept.minutes })}
              </span>
            )}
          </Row>
        )}
      </dl>
      {changes.length > 0 && (
        <div className="flex flex-col gap-2 border-t border-stone-200 pt-3">
          <h3 className="text-sm font-semibold text-stone-700">{t('times.changes')}</h3>
          <ol id={listId} className="flex flex-col gap-1.5 text-sm">
            {shown.map((change) => (
              <li key={`${change.at}-${change.reason}`} className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-baseline gap-x-3">
                <time dateTime={change.at} className="text-stone-700 tabular-nums">
                  {formatTime(change.at)}
                </time>
                <span className="text-ink">{t(`times.reasons.${change.reason}`)}</span>
                <span className="text-right font-semibold whitespace-nowrap text-ink tabular-nums">
                  <span aria-hidden>→ </span>
                  <span className="sr-only">{t('times.newTime')} </span>
                  {formatTime(change.arrivesAt)}
                </span>
              </li>
            ))}
          </ol>
          {changes.length > SHORT_LIST && (
            <button
              type="button"
              aria-expanded={showAll}
              aria-controls={listId}
              onClick={() => setShowAll((all) => !all)}
              className="self-start rounded text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {showAll ? t('times.showLatest', { count: SHORT_LIST }) : t('times.showAll', { count: changes.length })}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
