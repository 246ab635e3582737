import { z } from 'zod';
import { courierStatusSchema } from './couriers';
import { orderStatusSchema } from './orders';

/** POST /events/ticket */
export const eventTicketSchema = z.object({ ticket: z.string() });
export type EventTicket = z.infer<typeof eventTicketSchema>;

/** GET /events?ticket=[&lastEventId=]: lastEventId is the `id:` of the last event the client had (decision 038). */
export const eventsQuerySchema = z.strictObject({
  ticket: z.string().min(1, { error: 'invalidValue' }).max(1000, { error: 'invalidValue' }),
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'invalidValue' })
    .optional(),
});

export const orderEventSchema = z.object({
  orderId: z.number().int(),
  status: orderStatusSchema,
  courierId: z.number().int().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** `order-withdrawn`: to the courier that held the order, once it is another's or cancelled. */
export const orderWithdrawnEventSchema = z.object({ orderId: z.number().int(), reason: z.enum(['reassigned', 'cancelled']) });
export type OrderWithdrawnEvent = z.infer<typeof orderWithdrawnEventSchema>;

/** `courier`: a courier's presence after a change. */
export const courierEventSchema = z.object({ courierId: z.number().int(), status: courierStatusSchema, availability: z.boolean() });
export type CourierEvent = z.infer<typeof courierEventSchema>;

/** `restaurant`: what customers see of a restaurant changed: it paused or resumed, or a dish of it was hidden, shown or removed. */
export const restaurantEventSchema = z.object({ restaurantId: z.number().int(), paused: z.boolean() });
export type RestaurantEvent = z.infer<typeof restaurantEventSchema>;

const point = z.object({ latitude: z.number(), longitude: z.number() });

export const courierPositionEventSchema = point.extend({ orderId: z.number().int() });
export type CourierPositionEvent = z.infer<typeof courierPositionEventSchema>;

/** `courier-moved`: where an online courier is now (staff's map). */
export const courierMovedEventSchema = point.extend({ courierId: z.number().int() });
export type CourierMovedEvent = z.infer<typeof courierMovedEventSchema>;

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
