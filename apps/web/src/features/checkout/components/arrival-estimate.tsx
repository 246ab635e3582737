import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeliveryEstimate } from '@forkly/contracts';
import { useTimeFormat, useTimeRangeFormat } from '../../../lib/date-format';

/**
 * When the order would arrive if placed now (issue 24): the dispatch plan's time and its window,
 * from the price list. Without one (the address could not be placed on the map) a neutral note:
 * the order page gives the promise once it is paid.
 */
export function ArrivalEstimate({ estimate }: { estimate: DeliveryEstimate | null }) {
  const { t } = useTranslation('checkout');
  const formatTime = useTimeFormat();
  const formatRange = useTimeRangeFormat();
  return (
    <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-3 text-ink">
      <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
      {estimate ? (
        <p className="flex flex-col">
          <span className="font-bold">{t('arrival.around', { time: formatTime(estimate.arrivesAt) })}</span>
          <span className="text-sm text-stone-700">{t('arrival.window', { window: formatRange(estimate.earliest, estimate.latest) })}</span>
        </p>
      ) : (
        <p className="text-sm text-stone-700">{t('arrival.unknown')}</p>
      )}
    </div>
  );
}
