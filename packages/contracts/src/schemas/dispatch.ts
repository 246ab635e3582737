import { z } from 'zod';
import { DELIVERY_STAGES, ESTIMATE_REASONS } from '../dispatch';
import { dateFilter, idParam } from './fields';

/** When an order is expected at the door: the time to say, and a window around it (ISO times). */
export const deliveryEstimateSchema = z.object({
  arrivesAt: z.string(),
  earliest: z.string(),
  latest: z.string(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

/** One move of the expected drop-off, and why. */
export const estimateChangeSchema = z.object({
  at: z.string(),
  arrivesAt: z.string(),
  reason: z.enum(ESTIMATE_REASONS),
});
export type EstimateChange = z.infer<typeof estimateChangeSchema>;

/** Where an order stands on its way and when each step happened or is planned (GET /order/{id}). */
export const orderDeliverySchema = z.object({
  stage: z.enum(DELIVERY_STAGES),
  acceptedAt: z.string().nullable(),
  /** When the kitchen expects the food ready. */
  readyAt: z.string().nullable(),
  /**
   * An order placed ahead: when it reaches the kitchen's queue and cooking may start (decision 046);
   * a ready time the kitchen gives before then counts from it (decision 051). Null for an order for now.
   */
  kitchenDueAt: z.string().nullable(),
  /** True once the kitchen has pushed its ready time back (it may once). */
  readyTimeChanged: z.boolean(),
  /** The drop-off promised when the order was placed; it never moves. */
  promisedAt: z.string().nullable(),
  /** The live estimate, from the dispatch plan; null once delivered or cancelled. */
  estimate: deliveryEstimateSchema.nullable(),
  courierAssignedAt: z.string().nullable(),
  /** When the courier is to set off for the restaurant. */
  courierLeavesAt: z.string().nullable(),
  pickedUpAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** Every move of the estimate, oldest first; the first is the promise. */
  changes: z.array(estimateChangeSchema),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/** GET /dispatch/promise-accuracy?from&to: delivered orders between these days (default the last 7). */
export const promiseAccuracyQuerySchema = z.strictObject({ from: dateFilter.optional(), to: dateFilter.optional() });

/** How well promises held for one zone or restaurant: shares of delivered orders (0-1) and minutes. */
export const promiseAccuracyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  delivered: z.number().int(),
  onTime: z.number(),
  early: z.number(),
  late: z.number(),
  /** Mean of drop-off minus promise: above 0, orders came late on average. */
  meanErrorMinutes: z.number().nullable(),
  meanAbsoluteErrorMinutes: z.number().nullable(),
});
export type PromiseAccuracyRow = z.infer<typeof promiseAccuracyRowSchema>;
export const promiseAccuracySchema = z.object({
  from: z.string(),
  to: z.string(),
  zones: z.array(promiseAccuracyRowSchema),
  restaurants: z.array(promiseAccuracyRowSchema),
});
export type PromiseAccuracy = z.infer<typeof promiseAccuracySchema>;

/** PUT /order/{id}/courier?courierId=: staff hand an order waiting for pickup to another courier. */
export const reassignCourierQuerySchema = z.strictObject({ courierId: idParam });
