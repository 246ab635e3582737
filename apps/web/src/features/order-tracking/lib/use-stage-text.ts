import { useTranslation } from 'react-i18next';
import type { Order } from '@forkly/contracts';
import { useSlotFormat } from '../../../lib/date-format';
import { useNow } from '../../../lib/use-now';
import { useTimeFormat } from './format';

export type StageOrder = Pick<Order, 'status' | 'paidAt' | 'acceptedAt' | 'readyAt' | 'restaurant' | 'history' | 'delivery'> &
  Partial<Pick<Order, 'scheduledFor'>>;

/**
 * Where the order stands, in words, with the time that goes with it (issue 24): the delivery's
 * stage, never a status word before it is true ("confirmed" only once the kitchen confirmed).
 * `detail` is the second line, or undefined when there is nothing to add.
 */
export function useStageText(order: StageOrder): { headline: string; detail?: string } {
  const { t } = useTranslation('tracking');
  const formatTime = useTimeFormat();
  const now = useNow();
  const slot = useSlotFormat();
  const { delivery } = order;
  const time = (iso: string | null | undefined) => (iso ? formatTime(iso) : undefined);
  const readyAt = time(delivery.readyAt ?? order.readyAt);
  // Once the kitchen marked it prepared, the ready time is behind it.
  const foodReady = readyAt && (order.status === 'CONFIRMED' ? t('stage.foodReadyAround', { time: readyAt }) : t('stage.foodReadySince', { time: readyAt }));

  switch (delivery.stage) {
    case 'awaitingPayment':
      return { headline: t('stage.awaitingPayment') };
    case 'awaitingKitchen':
      return {
        // An order placed ahead waits for its kitchen until the kitchen is due to start on it, days
        // perhaps: "waiting to confirm" would sound like a kitchen that has not noticed.
        headline: t(order.scheduledFor ? 'stage.awaitingKitchenScheduled' : 'stage.awaitingKitchen', { restaurant: order.restaurant.name }),
        detail: order.paidAt ? t('stage.paidAt', { time: formatTime(order.paidAt) }) : undefined,
      };
    case 'preparing': {
      const accepted = time(delivery.acceptedAt ?? order.acceptedAt);
      // An order placed ahead that its kitchen confirmed early: nobody is cooking it yet (decision 051).
      if (delivery.kitchenDueAt && Date.parse(delivery.kitchenDueAt) > now)
        return {
          headline: t('stage.confirmedAhead', { restaurant: order.restaurant.name }),
          detail: t('stage.cookingFrom', { time: slot.short(delivery.kitchenDueAt) }),
        };
      return {
        headline: readyAt ? t('stage.preparingUntil', { time: readyAt }) : t('stage.preparing'),
        detail: accepted && t('stage.confirmedAt', { time: accepted }),
      };
    }
    case 'awaitingCourier':
      return { headline: t('stage.awaitingCourier'), detail: foodReady };
    case 'courierToRestaurant':
      return { headline: t('stage.courierToRestaurant'), detail: foodReady };
    case 'courierAtRestaurant':
      return { headline: t('stage.courierAtRestaurant'), detail: foodReady };
    case 'onTheWay': {
      const pickedUp = time(delivery.pickedUpAt);
      return { headline: t('stage.onTheWay'), detail: pickedUp && t('stage.pickedUpAt', { time: pickedUp }) };
    }
    case 'delivered': {
      const delivered = time(delivery.deliveredAt);
      return { headline: delivered ? t('stage.deliveredAt', { time: delivered }) : t('stage.delivered'), detail: t('stage.enjoy') };
    }
    case 'cancelled':
      return { headline: t('stage.cancelled') };
  }
}
