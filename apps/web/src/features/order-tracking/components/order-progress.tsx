import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CancelReason } from '@forkly/contracts';
import { useNow } from '../../../lib/use-now';
import { useTimeFormat } from '../lib/format';
import { PROGRESS_STEPS, progressIndex, reachedAt } from '../lib/order-status';
import { useStageText, type StageOrder } from '../lib/use-stage-text';

/**
 * Where the order stands in words, with its time ("Being prepared, ready around 12:31"), then
 * confirmed → prepared → picked up → delivered (SPEC.md section 1), moving on by itself as live
 * events refetch the order. "Confirmed" is reached when the kitchen confirmed, not at payment.
 * The words are announced to screen readers when they change. A cancelled paid order says why, and
 * that it was refunded (issue 21).
 */
export function OrderProgress({ order }: { order: StageOrder & { cancelReason?: CancelReason | null } }) {
  const { t } = useTranslation(['tracking', 'kitchen']);
  const formatTime = useTimeFormat();
  const { headline, detail } = useStageText(order);
  const current = progressIndex(order);
  const cancelled = order.status === 'CANCELLED';
  // An order placed ahead and confirmed early is not being cooked until it is due (decision 051).
  const now = useNow();
  const cookingLater = !!order.delivery.kitchenDueAt && Date.parse(order.delivery.kitchenDueAt) > now;
  return (
    <section aria-labelledby="order-progress-title" className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="order-progress-title" className="text-sm font-semibold text-stone-700">
          {t('progress.title')}
        </h2>
        <div aria-live="polite" aria-atomic="true">
          <p className="text-lg leading-snug font-bold text-ink sm:text-xl">{headline}</p>
          {detail && <p className="text-sm text-stone-700">{detail}</p>}
        </div>
      </div>
      {cancelled ? (
        <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
          {order.cancelReason
            ? t(`kitchen:customer.${order.cancelReason}`, { restaurant: order.restaurant.name })
            : t(order.paidAt ? 'progress.cancelledPaid' : 'progress.cancelledUnpaid')}
        </p>
      ) : (
        <ol className="grid grid-cols-4 gap-1">
          {PROGRESS_STEPS.map((step, i) => {
            // A step is reached when the order got that far; the one after is under way.
            const reached = i <= current;
            const underWay = i === current + 1 && order.status !== 'PENDING' && !cookingLater;
            const at = reached ? reachedAt(order, step) : undefined;
            return (
              <li key={step} aria-current={i === current ? 'step' : undefined} className="relative flex flex-col items-center gap-1.5 text-center">
                {i > 0 && (
                  <span
                    aria-hidden
                    className={clsx('absolute top-4 right-1/2 h-1 w-full -translate-y-1/2 rounded', reached ? 'bg-brand-600' : 'bg-stone-200')}
                  />
                )}
                <span
                  aria-hidden
                  className={clsx(
                    'relative flex size-8 items-center justify-center rounded-full ring-4 ring-white',
                    reached ? 'bg-brand-700 text-white' : underWay ? 'bg-brand-100 text-brand-800' : 'bg-stone-200 text-stone-600',
                  )}
                >
                  {reached ? (
                    <Check className="size-4" strokeWidth={3} />
                  ) : (
                    <span className={clsx('size-2.5 rounded-full', underWay ? 'animate-pulse bg-brand-700' : 'bg-stone-500')} />
                  )}
                </span>
                <span className={clsx('text-xs leading-tight font-semibold sm:text-sm', reached || underWay ? 'text-ink' : 'text-stone-600')}>
                  {t(`status.${step}`)}
                </span>
                <span className="min-h-4 text-xs text-stone-600">{at ? formatTime(at) : ''}</span>
                <span className="sr-only">{t(reached ? 'progress.done' : underWay ? 'progress.underWay' : 'progress.upcoming')}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
