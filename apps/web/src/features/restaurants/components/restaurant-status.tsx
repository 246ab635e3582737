import { clsx } from 'clsx';
import { Clock, PauseCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RestaurantCard } from '@forkly/contracts';
import { useRestaurantFormat } from '../lib/format';

/** Why a restaurant cannot take an order now, or null when it can. */
export function useClosedReason(restaurant: Pick<RestaurantCard, 'status' | 'opensAt'>): string | null {
  const { t } = useTranslation('restaurants');
  const format = useRestaurantFormat();
  if (restaurant.status === 'paused') return t('status.paused');
  if (restaurant.status !== 'closed') return null;
  if (!restaurant.opensAt) return t('status.closed');
  const opening = format.opening(restaurant.opensAt);
  return opening.today ? t('status.opensAt', { time: opening.time }) : t('status.opensOn', { day: opening.weekday, time: opening.time });
}

/** Closed now but opening within the week: it takes orders for later (decision 046). */
export const ordersAhead = (restaurant: Pick<RestaurantCard, 'status' | 'opensAt'>) => restaurant.status === 'closed' && restaurant.opensAt !== null;

/** A badge over a card's picture or in the menu header: closed (when it opens, and that it takes orders ahead) or paused. */
export function RestaurantStatusBadge({ restaurant, className }: { restaurant: Pick<RestaurantCard, 'status' | 'opensAt'>; className?: string }) {
  const { t } = useTranslation('restaurants');
  const closedReason = useClosedReason(restaurant);
  if (!closedReason) return null;
  const reason = ordersAhead(restaurant) ? t('status.orderAhead', { reason: closedReason }) : closedReason;
  const Icon = restaurant.status === 'paused' ? PauseCircle : Clock;
  return (
    <span className={clsx('inline-flex items-center gap-1.5 rounded-full bg-ink/90 px-3 py-1 text-sm font-semibold text-white', className)}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {reason}
    </span>
  );
}
