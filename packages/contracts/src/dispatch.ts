/**
 * Delivery times and dispatch (issue 24, decisions 033-035): what server and web share about the
 * kitchen's ready time, the promise and the live estimate.
 */

/** Why an order's expected drop-off moved; each change is shown to the customer in a few words. */
export const ESTIMATE_REASONS = [
  /** The promise made when the order was paid. */
  'placed',
  /** The kitchen accepted it and said when the food will be ready. */
  'kitchenAccepted',
  /** The kitchen pushed its ready time back. */
  'kitchenDelayed',
  /** The food is ready (the kitchen marked it prepared). */
  'foodReady',
  /** A courier was given the order. */
  'courierAssigned',
  /** The plan changed: another order joins the courier's bag, or couriers are busier than planned. */
  'planChanged',
  /** The courier has the food. */
  'pickedUp',
  /** Where the courier is on the way moved the estimate. */
  'courierPosition',
] as const;
export type EstimateReason = (typeof ESTIMATE_REASONS)[number];

/** The minutes a kitchen picks from when it accepts an order or pushes its ready time back. */
export const READY_MINUTE_CHOICES = [5, 10, 15, 20, 25, 30, 40, 50, 60] as const;
/** The kitchen's ready time, in minutes from now, is a whole number in this range. */
export const MIN_READY_MINUTES = 1;
export const MAX_READY_MINUTES = 120;

/** The customer is shown a window this wide around the expected arrival ("12:35–12:45"). */
export const ARRIVAL_WINDOW_MINUTES = 10;
/** A delivery within this many minutes of its promise keeps it; beyond it is early or late. */
export const PROMISE_TOLERANCE_MINUTES = 5;

/** Where an order stands on its way to the customer (the customer's page says it in words). */
export const DELIVERY_STAGES = [
  'awaitingPayment',
  'awaitingKitchen',
  'preparing',
  'awaitingCourier',
  'courierToRestaurant',
  'courierAtRestaurant',
  'onTheWay',
  'delivered',
  'cancelled',
] as const;
export type DeliveryStage = (typeof DELIVERY_STAGES)[number];

/**
 * Why a paid order was cancelled before it left the restaurant (issue 21): the kitchen's choice when
 * it rejects one, and `missed` when nobody in the kitchen acknowledged it in time.
 */
export const REJECTION_REASONS = ['tooBusy', 'itemUnavailable', 'closing', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export const CANCEL_REASONS = [...REJECTION_REASONS, 'missed'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * How far an order the kitchen has not acknowledged has escalated (issue 21): the ring gets louder,
 * then staff see it at risk; the last step cancels it (its cancel reason is then `missed`).
 */
export const ESCALATION_STEPS = ['louder', 'atRisk'] as const;
export type EscalationStep = (typeof ESCALATION_STEPS)[number];
