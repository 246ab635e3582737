import { useTranslation } from 'react-i18next';
import { SCHEDULED_CANCEL_CUTOFF_MINUTES } from '@forkly/domain';
import { useTimeFormat } from '../../../lib/date-format';
import { useNow } from '../../../lib/use-now';
import { CancelOrderButton } from '../../orders';

const MINUTE_MS = 60_000;

/**
 * A paid order placed ahead may be cancelled, with a full refund, until 30 minutes before its slot
 * (decision 046): the button and the time it may be pressed until; after that the server refuses,
 * so nothing is offered.
 */
export function ScheduledCancel({ orderId, slot }: { orderId: number; slot: string }) {
  const { t } = useTranslation('orders');
  const formatTime = useTimeFormat();
  const now = useNow();
  const cutoff = new Date(slot).getTime() - SCHEDULED_CANCEL_CUTOFF_MINUTES * MINUTE_MS;
  if (now > cutoff) return null;
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-stone-700">{t('cancel.until', { time: formatTime(new Date(cutoff).toISOString()) })}</p>
      <CancelOrderButton orderId={orderId} explain={t('cancel.explainScheduled')} done={t('cancel.doneRefunded')} />
    </div>
  );
}
