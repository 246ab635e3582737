import { z } from 'zod';
import { IDEMPOTENCY_HEADER, MAX_QUANTITY, MIN_QUANTITY, ORDER_SORT_KEYS, ORDER_STATUSES } from '../orders';
import { SORT_ORDERS } from '../paging';
import { addressResponseSchema, addressSchema } from './address';
import { idParam } from './fields';
import { pageQuerySchema, pagedSchema } from './paging';

export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: 'invalidValue' });
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const quantityField = z
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .min(MIN_QUANTITY, { error: 'invalidValue' })
  .max(MAX_QUANTITY, { error: 'invalidValue' });

const itemId = z
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .positive({ error: 'invalidValue' })
  .max(2147483647, { error: 'invalidValue' });

/**
 * One basket line: a menu or an extra (DESIGN.md section 6a). `price` is accepted because the
 * basket keeps one, and ignored: prices always come from the database.
 */
export const orderLineRequestSchema = z
  .strictObject({
    menuId: itemId.optional(),
    extraId: itemId.optional(),
    quantity: quantityField,
    /** Ignored: the server prices every line from the database. */
    price: z.number().optional(),
  })
  .refine((line) => (line.menuId === undefined) !== (line.extraId === undefined), { error: 'invalidValue', path: ['menuId'] });
export type OrderLineRequest = z.input<typeof orderLineRequestSchema>;

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
});
export type PriceListRequest = z.input<typeof priceListRequestSchema>;

/** POST /order/make-order: the price list's body plus a note for the restaurant or courier. */
export const makeOrderRequestSchema = priceListRequestSchema.extend({
  note: z.string().trim().max(500, { error: 'tooLong' }).default(''),
});
export type MakeOrderRequest = z.input<typeof makeOrderRequestSchema>;

/** Why a code or an order is refused: an error code of the catalogue and its English message. */
export const refusalSchema = z.object({ errorCode: z.string(), message: z.string() });
export type Refusal = z.infer<typeof refusalSchema>;

/** A priced line; money in euro (DESIGN.md section 1). */
export const pricedLineSchema = z.object({
  menuId: z.number().int().optional(),
  extraId: z.number().int().optional(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

export const priceListSchema = z.object({
  restaurantId: z.number().int(),
  lines: z.array(pricedLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  deliveryFee: z.number(),
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
});
export type PriceList = z.infer<typeof priceListSchema>;

/** An order line as the order and the review page show it. */
export const orderLineSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  menuId: z.number().int().nullable(),
  extraId: z.number().int().nullable(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderHistoryEntrySchema = z.object({
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema,
  at: z.string(),
  reason: z.string().nullable(),
});

/** The order of SPEC.md section 3 (id, address, restaurant, user) with its totals. */
export const orderSummarySchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  restaurant: z.object({ id: z.number().int(), name: z.string(), contact: z.string() }),
  user: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), contact: z.string() }),
  courier: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), contact: z.string() }).nullable(),
  address: addressResponseSchema,
  subtotal: z.number(),
  discount: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSchema = orderSummarySchema.extend({
  note: z.string(),
  promocode: z.string().nullable(),
  lines: z.array(orderLineSchema),
  history: z.array(orderHistoryEntrySchema),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /checkout?orderId -> the payment page to send the browser to. */
export const checkoutQuerySchema = z.strictObject({ orderId: idParam });
export const checkoutResponseSchema = z.object({ redirectUrl: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** GET /paged-orders: the order filters of SPEC.md section 3. */
export const pagedOrdersQuerySchema = pageQuerySchema
  .extend({
    restaurantId: idParam.optional(),
    courierId: idParam.optional(),
    userId: idParam.optional(),
    orderId: idParam.optional(),
    status: orderStatusSchema.optional(),
    /** Part of an order number (FK-100123) or of the customer's first or last name. */
    search: z
      .string()
      .trim()
      .max(60, { error: 'tooLong' })
      .optional()
      .transform((text) => text || undefined),
    sortBy: z.enum(ORDER_SORT_KEYS, { error: 'invalidValue' }).default('DATE'),
    orderBy: z.enum(SORT_ORDERS, { error: 'invalidValue' }).default('DESC'),
  })
  .strict();
export type PagedOrdersQuery = z.input<typeof pagedOrdersQuerySchema>;
export const pagedOrdersSchema = pagedSchema(orderSummarySchema);

/** PUT /item/{id} (SPEC.md section 7): `menu` is the line's menu or extra id, if sent. */
export const updateOrderItemSchema = z.strictObject({
  id: itemId,
  quantity: quantityField,
  menu: itemId.optional(),
});
export type UpdateOrderItemRequest = z.infer<typeof updateOrderItemSchema>;

/** DELETE /item/{id} takes the id in its body too (SPEC.md section 7). */
export const deleteOrderItemSchema = z.strictObject({ id: itemId.optional() }).nullish();

/** POST /coupon?coupon-number=CODE */
export const couponQuerySchema = z.strictObject({ 'coupon-number': z.string().trim().min(1, { error: 'codeRequired' }).max(40, { error: 'tooLong' }) });
export const couponCheckRequestSchema = z.strictObject({ restaurantId: itemId.optional() }).nullish();
export const couponCheckSchema = z.object({
  code: z.string(),
  percentage: z.number().int(),
  description: z.string(),
  restaurantId: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
});
export type CouponCheck = z.infer<typeof couponCheckSchema>;

export const idempotencyKeyField = z
  .string()
  .trim()
  .min(8, { error: 'invalidValue' })
  .max(200, { error: 'invalidValue' })
  .regex(/^[\x21-\x7e]+$/, { error: 'invalidValue' });

/** The header of the calls that take an Idempotency-Key (DESIGN.md section 3); other headers pass. */
export const idempotencyHeadersSchema = z.looseObject({ [IDEMPOTENCY_HEADER]: idempotencyKeyField.optional() });

/** GET /item/order/{orderId}'s path and answer: an order's lines. */
export const orderIdParamsSchema = z.object({ orderId: idParam });
export const orderLinesSchema = z.array(orderLineSchema);
