import type { OpeningHours } from '@forkly/contracts';
import { estimatedDeliveryMinutes, estimatedRoute } from './delivery-fee';
import { openingWindows } from './opening-hours';

/** Ordering ahead (issue 25, decision 046): a slot every 15 minutes, up to 2 days ahead. */
export const SLOT_MINUTES = 15;
export const ORDER_AHEAD_DAYS = 2;
/** A scheduled order may be cancelled, with a full refund, until this long before its slot. */
export const SCHEDULED_CANCEL_CUTOFF_MINUTES = 30;

const MINUTE_MS = 60_000;

/**
 * The time an order needs from the kitchen's start to the door: the restaurant's preparation time
 * plus the drive to the far edge of its delivery area. The slots do not depend on the address, so
 * the list the web shows and the check at make-order are the same rule; the drive to any address
 * the restaurant delivers to fits in it.
 */
export function orderAheadLeadMinutes(preparationMinutes: number, deliveryRadiusMeters: number): number {
  return estimatedDeliveryMinutes(preparationMinutes, estimatedRoute(deliveryRadiusMeters).durationSeconds);
}

export interface SlotInput {
  hours: OpeningHours;
  timeZone: string;
  paused?: boolean;
  now: Date;
  /** Preparation plus delivery, in minutes (orderAheadLeadMinutes). */
  leadMinutes: number;
}

/**
 * The delivery times a customer may choose (issue 25): every quarter hour of the restaurant's own
 * clock at which the food can arrive with the kitchen cooking inside its opening hours (the slot
 * minus the lead time at or after a window opens, the slot no later than it closes), no sooner than
 * now plus the lead time, and no later than two days from now. A paused restaurant offers none.
 */
export function deliverySlots(input: SlotInput): Date[] {
  if (input.paused) return [];
  const earliest = input.now.getTime() + input.leadMinutes * MINUTE_MS;
  const latest = input.now.getTime() + ORDER_AHEAD_DAYS * 24 * 60 * MINUTE_MS;
  const seen = new Set<number>();
  const slots: Date[] = [];
  for (const window of openingWindows({ hours: input.hours, timeZone: input.timeZone, now: input.now, days: ORDER_AHEAD_DAYS + 1 })) {
    // Quarter hours of the local clock: window minutes count from a local midnight.
    const first = Math.ceil((window.start + input.leadMinutes) / SLOT_MINUTES) * SLOT_MINUTES;
    for (let minute = first; minute <= window.end; minute += SLOT_MINUTES) {
      const at = window.instant(minute).getTime();
      if (at < earliest || at > latest || seen.has(at)) continue;
      seen.add(at);
      slots.push(new Date(at));
    }
  }
  return slots.sort((a, b) => a.getTime() - b.getTime());
}

/** Whether `at` is one of the slots offered now. */
export function isDeliverySlot(input: SlotInput & { at: Date }): boolean {
  const at = input.at.getTime();
  return deliverySlots(input).some((slot) => slot.getTime() === at);
}

/** When the kitchen should start on a scheduled order: its slot minus the lead time. */
export function kitchenDueAt(slot: Date, leadMinutes: number): Date {
  return new Date(slot.getTime() - leadMinutes * MINUTE_MS);
}

/** Whether the customer may still cancel a scheduled order with a full refund at `now`. */
export function scheduledCancelOpen(slot: Date, now: Date): boolean {
  return now.getTime() <= slot.getTime() - SCHEDULED_CANCEL_CUTOFF_MINUTES * MINUTE_MS;
}
