import { z } from 'zod';
import { orderStatusSchema } from './orders';

/** POST /events/ticket */
export const eventTicketSchema = z.object({ ticket: z.string() });
export type EventTicket = z.infer<typeof eventTicketSchema>;

/** GET /events?ticket= */
export const eventsQuerySchema = z.strictObject({ ticket: z.string().min(1, { error: 'invalidValue' }).max(1000, { error: 'invalidValue' }) });

export const orderEventSchema = z.object({
  orderId: z.number().int(),
  status: orderStatusSchema,
  courierId: z.number().int().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

const point = z.object({ latitude: z.number(), longitude: z.number() });

export const courierPositionEventSchema = point.extend({ orderId: z.number().int() });
export type CourierPositionEvent = z.infer<typeof courierPositionEventSchema>;

/**
 * GET /order/{id}/tracking: where the order's map starts before any live event arrives. The
 * courier's position is shown only while the order is on its way (READY_FOR_DELIVERY).
 */
export const orderTrackingSchema = z.object({
  orderId: z.number().int(),
  courier: point.extend({ updatedAt: z.string().nullable() }).nullable(),
  restaurant: point.nullable(),
  destination: point.nullable(),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;
