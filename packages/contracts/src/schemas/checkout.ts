import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../orders';
import { addressSchema } from './address';
import { deliveryEstimateSchema } from './dispatch';
import { idParam } from './fields';
import { idempotencyKeyField, itemId, orderLineRequestSchema, pricedLineSchema, refusalSchema, tipRequestSchema } from './orders';

/** The checkout of endpoints/checkout.ts: the price list, placing an order, its delivery slots and the payment start. */

/** An empty promo code field means no code. */
const promocodeField = z
  .string()
  .trim()
  .max(40, { error: 'tooLong' })
  .optional()
  .transform((code) => code || undefined);

/** POST /order/price-list (DESIGN.md section 6a). */
export const priceListRequestSchema = z.strictObject({
  restaurantId: itemId,
  lines: z.array(orderLineRequestSchema).min(1, { error: 'invalidValue' }).max(50, { error: 'invalidValue' }),
  promocode: promocodeField,
  deliveryAddress: addressSchema,
  tip: tipRequestSchema.optional(),
  /** Ordering ahead (decision 046): one of the restaurant's delivery slots; without it, as soon as possible. */
  scheduledFor: z.iso.datetime({ offset: true, error: 'invalidValue' }).optional(),
});
export type PriceListRequest = z.input<typeof priceListRequestSchema>;

/** POST /order/make-order: the price list's body plus a note for the restaurant or courier. */
export const makeOrderRequestSchema = priceListRequestSchema.extend({
  note: z.string().trim().max(500, { error: 'tooLong' }).default(''),
});
export type MakeOrderRequest = z.input<typeof makeOrderRequestSchema>;

/** GET /restaurant/{id}/delivery-slots (decision 046): when an order to this restaurant may be delivered. */
export const deliverySlotsSchema = z.object({
  restaurantId: z.number().int(),
  /** The restaurant's time zone: the web groups the slots by its days. */
  timeZone: z.string(),
  /** Open now: "As soon as possible" is offered. */
  asapAvailable: z.boolean(),
  /** When it opens next, while closed; null when open or paused. */
  opensAt: z.string().nullable(),
  /** Every slot, ISO instants a quarter hour apart within opening hours, earliest first. */
  slots: z.array(z.string()),
});
export type DeliverySlots = z.infer<typeof deliverySlotsSchema>;

export const priceListSchema = z.object({
  restaurantId: z.number().int(),
  lines: z.array(pricedLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  deliveryFee: z.number(),
  /** The courier's tip in euro (0 without one); part of the total. */
  tip: z.number(),
  total: z.number(),
  /** The applied code's percentage, when a code was given and is usable. */
  percentage: z.number().int().optional(),
  /** Why the given promo code gives no discount. */
  promocodeError: refusalSchema.optional(),
  minimumOrder: z.number(),
  /** The largest order (subtotal) the restaurant takes. */
  maximumOrder: z.number(),
  /** Route distance from the restaurant, which the delivery fee is based on. */
  distanceMeters: z.number().int(),
  /** The first reason make-order would refuse these lines now (closed, paused, out of range, minimum). */
  orderRefusal: refusalSchema.optional(),
  /** When the order would arrive if placed now, from the dispatch plan (null when the address cannot be located). */
  estimate: deliveryEstimateSchema.nullable(),
});
export type PriceList = z.infer<typeof priceListSchema>;

/** POST /checkout?orderId -> the payment page to send the browser to. */
export const checkoutQuerySchema = z.strictObject({ orderId: idParam });
export const checkoutResponseSchema = z.object({ redirectUrl: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** The header of the calls that take an Idempotency-Key (DESIGN.md section 3); other headers pass. */
export const idempotencyHeadersSchema = z.looseObject({ [IDEMPOTENCY_HEADER]: idempotencyKeyField.optional() });
