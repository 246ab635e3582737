import { z } from 'zod';
import { CANCEL_REASONS, ESCALATION_STEPS } from '../dispatch';
import { MAX_QUANTITY, MAX_TIP_EURO, MIN_QUANTITY, ORDER_SORT_KEYS, ORDER_STATUSES, TIP_PERCENTAGES } from '../orders';
import { SORT_ORDERS } from '../paging';
import { addressResponseSchema } from './address';
import { chosenOptionSchema } from './dish-options';
import { orderDeliverySchema } from './dispatch';
import { idParam } from './fields';
import { orderRefundSchema } from './refunds';
import { pageQuerySchema, pagedSchema } from './paging';

export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: 'invalidValue' });
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const quantityField = z
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .min(MIN_QUANTITY, { error: 'invalidValue' })
  .max(MAX_QUANTITY, { error: 'invalidValue' });

/** The id of a dish, an extra or an option a line names. */
export const itemId = z
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
    /** The dish's chosen option ids (decision 045); the server checks and prices them. Not for an extra. */
    options: z.array(itemId, { error: 'invalidValue' }).max(100, { error: 'invalidValue' }).optional(),
  })
  .refine((line) => (line.menuId === undefined) !== (line.extraId === undefined), { error: 'invalidValue', path: ['menuId'] })
  .refine((line) => line.menuId !== undefined || !line.options?.length, { error: 'invalidValue', path: ['options'] });
export type OrderLineRequest = z.input<typeof orderLineRequestSchema>;

/**
 * The courier's tip (issue 25): a share of the food (after the discount) or an amount in euro with
 * whole cents. The server turns either into cents; no tip is the same as leaving it out.
 */
export const tipRequestSchema = z.union(
  [
    z.strictObject({
      percentage: z.union(
        TIP_PERCENTAGES.map((p) => z.literal(p)),
        { error: 'tipRange' },
      ),
    }),
    z.strictObject({
      amount: z
        .number({ error: 'tipRange' })
        .min(0, { error: 'tipRange' })
        .max(MAX_TIP_EURO, { error: 'tipRange' })
        .refine((euro) => Number.isInteger(Math.round(euro * 100)) && Math.abs(euro * 100 - Math.round(euro * 100)) < 1e-6, { error: 'tipRange' }),
    }),
  ],
  { error: 'tipRange' },
);
export type TipRequest = z.input<typeof tipRequestSchema>;

/** Why a code or an order is refused: an error code of the catalogue and its English message. */
export const refusalSchema = z.object({ errorCode: z.string(), message: z.string() });
export type Refusal = z.infer<typeof refusalSchema>;

/** A priced line; money in euro (DESIGN.md section 1). */
export const pricedLineSchema = z.object({
  menuId: z.number().int().optional(),
  extraId: z.number().int().optional(),
  name: z.string(),
  /** The unit price with the chosen options. */
  price: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  /** The chosen options, by name, with their price differences (decision 045). */
  options: z.array(chosenOptionSchema),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

/** An order line as the order and the review page show it. */
export const orderLineSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  menuId: z.number().int().nullable(),
  extraId: z.number().int().nullable(),
  name: z.string(),
  /** The unit price with the chosen options. */
  price: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  /** The options chosen, as they were named and priced when the order was placed (decision 045). */
  options: z.array(chosenOptionSchema),
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
  /** `orderable`: the restaurant still takes orders from customers (not removed, not hidden): "Order again" is offered only then. */
  restaurant: z.object({ id: z.number().int(), name: z.string(), contact: z.string(), orderable: z.boolean() }),
  user: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), contact: z.string() }),
  courier: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), contact: z.string() }).nullable(),
  address: addressResponseSchema,
  subtotal: z.number(),
  discount: z.number(),
  deliveryFee: z.number(),
  /** The courier's tip in euro (0 without one); part of the total. */
  tip: z.number(),
  total: z.number(),
  paidAt: z.string().nullable(),
  /** When the kitchen accepted it; null while it waits for the kitchen (decision 034). */
  acceptedAt: z.string().nullable(),
  /** When the kitchen expects the food ready. */
  readyAt: z.string().nullable(),
  /** How far it escalated while nobody in the kitchen acknowledged it (issue 21). */
  escalation: z.enum(ESCALATION_STEPS).nullable(),
  /** Why it was cancelled, when the kitchen, staff or the missed acknowledgement cancelled it. */
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  /** The delivery slot of an order placed ahead (decision 046); null for as soon as possible. */
  scheduledFor: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSchema = orderSummarySchema.extend({
  note: z.string(),
  promocode: z.string().nullable(),
  lines: z.array(orderLineSchema),
  history: z.array(orderHistoryEntrySchema),
  delivery: orderDeliverySchema,
  /** Partial refunds, oldest first (issue 22). */
  refunds: z.array(orderRefundSchema),
  /** Euro that may still be refunded: what was paid minus what was refunded; 0 when unpaid or cancelled. */
  refundable: z.number(),
});
export type Order = z.infer<typeof orderSchema>;

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
    /** `upcoming`: paid orders placed ahead that are not due in the kitchen yet (the dashboard's "Scheduled" group, decision 046). */
    scheduled: z.enum(['upcoming'], { error: 'invalidValue' }).optional(),
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

export const idempotencyKeyField = z
  .string()
  .trim()
  .min(8, { error: 'invalidValue' })
  .max(200, { error: 'invalidValue' })
  .regex(/^[\x21-\x7e]+$/, { error: 'invalidValue' });

/** GET /item/order/{orderId}'s path and answer: an order's lines. */
export const orderIdParamsSchema = z.object({ orderId: idParam });
export const orderLinesSchema = z.array(orderLineSchema);
