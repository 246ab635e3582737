import type { DeliverySlots } from '@forkly/contracts';
import { deliverySlots, isDeliverySlot, kitchenDueAt, orderAheadLeadMinutes, type SlotInput } from '@forkly/domain';
import { AppError } from '../../lib/app-error';
import { restaurantOpeningState } from '../../lib/opening-hours';
import type { AppDeps } from '../../plugins/deps';
import { findRestaurant, type RestaurantRow } from './checkout.repo';

type SlotColumns = Pick<RestaurantRow, 'openingHours' | 'timeZone' | 'paused' | 'preparationMinutes' | 'deliveryRadiusMeters'>;

/** Preparation plus the drive across the delivery area: how long before its slot an order placed ahead is due in the kitchen. */
export const leadMinutesOf = (restaurant: SlotColumns) => orderAheadLeadMinutes(restaurant.preparationMinutes, restaurant.deliveryRadiusMeters);

function slotInput(restaurant: SlotColumns, now: Date): SlotInput {
  return { hours: restaurant.openingHours, timeZone: restaurant.timeZone, paused: restaurant.paused, now, leadMinutes: leadMinutesOf(restaurant) };
}

/** Whether `at` is one of the restaurant's delivery slots now (the one check make-order and the price list make). Hours that do not parse offer none. */
export function isOfferedSlot(restaurant: SlotColumns, at: Date, now: Date): boolean {
  try {
    return isDeliverySlot({ ...slotInput(restaurant, now), at });
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** When a scheduled order is due in the kitchen and in dispatch: its slot minus the lead time. */
export const dueInKitchenAt = (restaurant: SlotColumns, slot: Date) => kitchenDueAt(slot, leadMinutesOf(restaurant));

/** GET /restaurant/{id}/delivery-slots: the slots the checkout offers, and whether "As soon as possible" is one. */
export async function getDeliverySlots(deps: AppDeps, restaurantId: number, now = new Date()): Promise<DeliverySlots> {
  const restaurant = await findRestaurant(deps.db, restaurantId);
  if (!restaurant || !restaurant.visible) throw new AppError('restaurantNotFound');
  const state = restaurantOpeningState(restaurant, now);
  let slots: Date[] = [];
  try {
    slots = deliverySlots(slotInput(restaurant, now));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  return {
    restaurantId: restaurant.id,
    timeZone: restaurant.timeZone,
    asapAvailable: state.status === 'open',
    opensAt: state.opensAt?.toISOString() ?? null,
    slots: slots.map((slot) => slot.toISOString()),
  };
}
