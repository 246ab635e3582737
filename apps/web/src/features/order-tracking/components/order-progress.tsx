import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@forkly/contracts';
import { useTimeFormat } from '../lib/format';
import { PROGRESS_STEPS, progressIndex, reachedAt } from '../lib/order-status';

/**
 * Confirmed → prepared → picked up → delivered, moving on by itself as live events refetch the
 * order. The current step is announced to screen readers when it changes.
 */
export function OrderProgress({ order }: { order: Pick<Order, 'status' | 'history'> }) {
  const { t } = useTranslation('tracking');
  const formatTime = useTimeFormat();
  const current = progressIndex(order.status);
  const cancelled = order.status === 'CANCELLED';
  return (
    <section aria-labelledby="order-progress-title" className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-2">
        <h2 id="order-progress-title" className="text-lg font-bold">
          {t('progress.title')}
        </h2>
        <p aria-live="polite" className="text-sm font-semibold text-brand-800">
          {t(`progress.now.${order.status}`)}
        </p>
      </div>
      {cancelled ? (
        <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-800">{t('progress.cancelled')}</p>
      ) : (
        <ol className="grid grid-cols-4 gap-1">
          {PROGRESS_STEPS.map((step, i) => {
            // A step is reached when the order's status is it or beyond; the one after is under way.
            const reached = i <= current;
            const underWay = i === current + 1;
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
