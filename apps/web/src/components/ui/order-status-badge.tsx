import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@forkly/contracts';

const TONES: Record<OrderStatus, string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  CONFIRMED: 'bg-green-100 text-green-900',
  AWAITING_PICKUP: 'bg-sky-100 text-sky-900',
  READY_FOR_DELIVERY: 'bg-indigo-100 text-indigo-900',
  DELIVERED: 'bg-stone-200 text-stone-900',
  CANCELLED: 'bg-red-100 text-red-900',
};

/** Confirmed, prepared, picked up, delivered: the words of SPEC.md section 1. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={clsx('inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-3 py-0.5 text-sm font-semibold', TONES[status])}>
      {t(`status.${status}`)}
    </span>
  );
}
