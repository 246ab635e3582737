import { z } from 'zod';
import { idParam } from './fields';
import { orderStatusSchema } from './orders';

/**
 * GET /order-stats: the dashboard home's overview (DESIGN.md section 6). Counts are taken within
 * the caller's own orders, as the order list shows them; `restaurantId` narrows, never widens.
 * `from` starts the "today" figures: the browser sends its own local midnight.
 */
export const orderStatsQuerySchema = z.strictObject({
  restaurantId: idParam.optional(),
  from: z.iso.datetime({ offset: true, error: 'invalidValue' }).optional(),
});
export type OrderStatsQuery = z.input<typeof orderStatsQuerySchema>;

export const orderStatsSchema = z.object({
  /** Every status with its count (0 included), so the overview always shows the same cards. */
  byStatus: z.record(orderStatusSchema, z.number().int()),
  total: z.number().int(),
  /** Orders paid since `from` and what they brought in, in euro (refunded ones excluded). */
  today: z.object({ from: z.string(), paidOrders: z.number().int(), revenue: z.number() }),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;

/** One of the restaurants with the most paid orders. */
export const topRestaurantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Set for a branch. */
  parentRestaurantId: z.number().int().nullable(),
  paidOrders: z.number().int(),
  revenue: z.number(),
});
export type TopRestaurant = z.infer<typeof topRestaurantSchema>;

/** GET /restaurant-stats: the platform's restaurants at a glance (ADMIN only, SPEC.md section 6). */
export const restaurantStatsSchema = z.object({
  total: z.number().int(),
  /** Restaurants without a parent; the rest are branches. */
  main: z.number().int(),
  branches: z.number().int(),
  visible: z.number().int(),
  hidden: z.number().int(),
  /** Visible but taking no orders for now. */
  paused: z.number().int(),
  top: z.array(topRestaurantSchema),
});
export type RestaurantStats = z.infer<typeof restaurantStatsSchema>;

/**
 * GET /courier/earnings (issue 25): what the calling courier earned since `from` (the browser's
 * own midnight; the server's without it): the delivery fee and the tip of every order it
 * delivered, refunded ones excluded. Money in euro.
 */
export const courierEarningsQuerySchema = z.strictObject({
  from: z.iso.datetime({ offset: true, error: 'invalidValue' }).optional(),
});
export type CourierEarningsQuery = z.input<typeof courierEarningsQuerySchema>;

export const courierEarningsSchema = z.object({
  from: z.string(),
  deliveries: z.number().int(),
  deliveryFees: z.number(),
  tips: z.number(),
  total: z.number(),
});
export type CourierEarnings = z.infer<typeof courierEarningsSchema>;
