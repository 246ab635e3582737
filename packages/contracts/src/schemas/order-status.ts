import { z } from 'zod';
import { MAX_READY_MINUTES, MIN_READY_MINUTES, REJECTION_REASONS } from '../dispatch';
import { orderStatusSchema } from './orders';

/** The order moves of endpoints/order-status.ts: the status paths and the kitchen's ready time. */

/** PUT /restaurant/order/{id}?status= and PUT /courier/order/{id}?status= (SPEC.md section 7). */
export const orderStatusChangeQuerySchema = z.strictObject({
  status: orderStatusSchema,
  /** Why the kitchen (or staff) cancels a paid order; the customer is told (issue 21). */
  reason: z.enum(REJECTION_REASONS, { error: 'invalidOption' }).optional(),
});
export type OrderStatusChangeQuery = z.infer<typeof orderStatusChangeQuerySchema>;

/**
 * PUT /restaurant/order/{id}/accept and PUT /restaurant/order/{id}/ready-time: when the food will be
 * ready, in whole minutes from now (decision 034).
 */
export const readyTimeRequestSchema = z.strictObject({
  readyInMinutes: z
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(MIN_READY_MINUTES, { error: 'invalidValue' })
    .max(MAX_READY_MINUTES, { error: 'invalidValue' }),
});
export type ReadyTimeRequest = z.infer<typeof readyTimeRequestSchema>;
