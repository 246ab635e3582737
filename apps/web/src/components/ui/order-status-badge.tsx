import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@forkly/contracts';

const TONES: Record<OrderStatus | 'awaitingKitchen', string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  awaitingKitchen: 'bg-yellow-100 text-yellow-900',
  CONFIRMED: 'bg-green-100 text-green-900',
  AWAITING_PICKUP: 'bg-sky-100 text-sky-900',
  READY_FOR_DELIVERY: 'bg-indigo-100 text-indigo-900',
  DELIVERED: 'bg-stone-200 text-stone-900',
  CANCELLED: 'bg-red-100 text-red-900',
};

/**
 * Confirmed, prepared, picked up, delivered: the words of SPEC.md section 1. Given the order's
 * `acceptedAt`, a paid order the kitchen has not accepted yet says so instead of "Confirmed"
 * (decision 034: nothing says confirmed before the kitchen did).
 */
export function OrderStatusBadge({ status, acceptedAt }: { status: OrderStatus; acceptedAt?: string | null }) {
  const { t } = useTranslation('orders');
  const shown = status === 'CONFIRMED' && acceptedAt === null ? 'awaitingKitchen' : status;
  return (
    <span className={clsx('inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-3 py-0.5 text-sm font-semibold', TONES[shown])}>
      {t(`status.${shown}`)}
    </span>
  );
}
