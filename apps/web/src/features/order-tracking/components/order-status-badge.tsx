import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@forkly/contracts';

const TONES: Record<OrderStatus, string> = {
  PENDING: 'bg-amber-50 text-amber-900 ring-amber-200',
  CONFIRMED: 'bg-sky-50 text-sky-800 ring-sky-200',
  AWAITING_PICKUP: 'bg-violet-50 text-violet-800 ring-violet-200',
  READY_FOR_DELIVERY: 'bg-brand-50 text-brand-800 ring-brand-200',
  DELIVERED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  CANCELLED: 'bg-stone-100 text-stone-700 ring-stone-300',
};

/** An order's status in the customer's words: confirmed, prepared, picked up, delivered, ... */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('tracking');
  return (
    <span className={clsx('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ring-1', TONES[status])}>
      {t(`status.${status}`)}
    </span>
  );
}
