import { z } from 'zod';
import { orderStatusSchema } from './orders';

/**
 * Live updates over Server-Sent Events (DESIGN.md section 6). EventSource cannot send a bearer
 * header, so the app first gets a single-use 30-second ticket and opens `/api/events?ticket=`.
 */
export const EVENT_TICKET_TTL_SECONDS = 30;
/** A comment line keeps proxies from closing an idle stream. */
export const EVENT_HEARTBEAT_MS = 25_000;
/** The `retry:` hint: how long a browser waits before it reconnects a dropped stream. */
export const EVENT_RETRY_MS = 3_000;

/** POST /events/ticket */
export const eventTicketSchema = z.object({ ticket: z.string() });
export type EventTicket = z.infer<typeof eventTicketSchema>;

/** GET /events?ticket= */
export const eventsQuerySchema = z.strictObject({ ticket: z.string().min(1, { error: 'invalidValue' }).max(1000, { error: 'invalidValue' }) });

/** The `event:` names a stream carries. */
export const LIVE_EVENTS = {
  /** An order concerning the listener changed its status or courier. */
  order: 'order',
  /** The courier of the listener's order on its way moved. */
  courierPosition: 'courier-position',
  /** Events may have been missed (the server's LISTEN connection was re-established): refetch. */
  resync: 'resync',
} as const;

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
