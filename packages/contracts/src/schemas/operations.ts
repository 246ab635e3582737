import { z } from 'zod';
import { ESCALATION_STEPS } from '../dispatch';
import { BOARD_COURIER_STATES, BOARD_STAGES, PAUSE_REASON_MAX_LENGTH, PERFORMANCE_PERIODS, PERFORMANCE_SORT_KEYS } from '../operations';
import { orderStatusSchema } from './orders';
import { SORT_ORDERS } from '../paging';
import { dateFilter, idParam } from './fields';
import { pagedSchema } from './paging';
import { restaurantSettingsSchema } from './restaurant-settings';
import { limitQuery, pageNumberQuery } from './restaurants';

const point = z.object({ latitude: z.number(), longitude: z.number() });

/** GET /dispatch/operations?zoneId: one zone, the first when none is named. */
export const operationsBoardQuerySchema = z.strictObject({ zoneId: idParam.optional() });

/** An open order on the board: where it stands, since when, what was promised and how late it will be. */
export const boardOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  stage: z.enum(BOARD_STAGES),
  restaurant: z.object({ id: z.number().int(), name: z.string(), phone: z.string(), position: point.nullable() }),
  destination: point.nullable(),
  paidAt: z.string(),
  acceptedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  promisedAt: z.string().nullable(),
  /** The live estimate of the drop-off. */
  estimatedAt: z.string().nullable(),
  /** Estimate minus promise in whole minutes (above 0: late); null without both. */
  lateMinutes: z.number().int().nullable(),
  /** Unacknowledged past the at-risk step, or its estimate later than its promise by more than PROMISE_TOLERANCE_MINUTES. */
  atRisk: z.boolean(),
  escalation: z.enum(ESCALATION_STEPS).nullable(),
  courier: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Staff noted a call to the restaurant about it: when, and who. */
  restaurantCall: z.object({ at: z.string(), by: z.string() }).nullable(),
});
export type BoardOrder = z.infer<typeof boardOrderSchema>;

/** A courier of the zone on the board: its state, where it is and what it carries. */
export const boardCourierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  state: z.enum(BOARD_COURIER_STATES),
  position: point.extend({ at: z.string().nullable() }).nullable(),
  /** The order numbers it holds (to pick up and on the way). */
  orderNumbers: z.array(z.string()),
  shiftEndsAt: z.string().nullable(),
});
export type BoardCourier = z.infer<typeof boardCourierSchema>;

/**
 * Demand against supply over the last DEMAND_WINDOW_MINUTES: the orders paid, and how many the
 * couriers online could deliver in that time at the zone's recent pace.
 */
export const boardDemandSchema = z.object({
  windowMinutes: z.number().int(),
  ordersPlaced: z.number().int(),
  ordersDelivered: z.number().int(),
  couriersOnline: z.number().int(),
  /** Minutes of courier time per delivered order lately (the default when nothing was delivered). */
  minutesPerDelivery: z.number(),
  capacity: z.number().int(),
});
export type BoardDemand = z.infer<typeof boardDemandSchema>;

export const operationsBoardSchema = z.object({
  /** The server's clock when the board was read: ages are counted from it. */
  at: z.string(),
  zone: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  zones: z.array(z.object({ id: z.number().int(), name: z.string() })),
  orders: z.array(boardOrderSchema),
  couriers: z.array(boardCourierSchema),
  demand: boardDemandSchema,
});
export type OperationsBoard = z.infer<typeof operationsBoardSchema>;

/** POST /order/{id}/restaurant-call: staff called the restaurant about the order. */
export const restaurantCallSchema = z.object({ orderId: z.number().int(), at: z.string(), by: z.string() });
export type RestaurantCall = z.infer<typeof restaurantCallSchema>;

/** PUT /restaurant/{id}/pause: staff pause a restaurant with a reason, or lift the pause. */
export const pauseRestaurantSchema = z
  .strictObject({
    paused: z.boolean({ error: (issue) => (issue.input === undefined ? 'fieldRequired' : 'invalidValue') }),
    reason: z.string({ error: 'invalidValue' }).trim().max(PAUSE_REASON_MAX_LENGTH, { error: 'tooLong' }).optional(),
  })
  .refine((body) => !body.paused || (body.reason ?? '').length > 0, { error: 'fieldRequired', path: ['reason'] });
export type PauseRestaurant = z.infer<typeof pauseRestaurantSchema>;
export const pausedRestaurantSchema = restaurantSettingsSchema;

/** An order the kitchen has not acknowledged yet, for its banner and its ring. */
export const waitingOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  paidAt: z.string(),
  escalation: z.enum(ESCALATION_STEPS).nullable(),
  itemCount: z.number().int(),
  total: z.number(),
});
export type WaitingOrder = z.infer<typeof waitingOrderSchema>;

/** GET /restaurant/waiting-orders: what waits for this account's kitchen, and a pause staff set. */
export const kitchenAlertsSchema = z.object({
  restaurantId: z.number().int().nullable(),
  orders: z.array(waitingOrderSchema),
  /** Set while staff have paused the restaurant, with their reason. */
  pausedReason: z.string().nullable(),
});
export type KitchenAlerts = z.infer<typeof kitchenAlertsSchema>;

/** A restaurant's figures over one day, one week or the staff's chosen dates. */
export const performanceFiguresSchema = z.object({
  /** Paid orders. */
  orders: z.number().int(),
  accepted: z.number().int(),
  /** Seconds from payment to the kitchen's acceptance. */
  acceptanceMedianSeconds: z.number().int().nullable(),
  acceptanceP90Seconds: z.number().int().nullable(),
  /** Cancelled because nobody acknowledged them in time. */
  missed: z.number().int(),
  /** Rejected by the kitchen (any reason). */
  rejected: z.number().int(),
  /** Prepared orders and the mean of prepared minus the ready time the kitchen gave, in minutes. */
  prepared: z.number().int(),
  readyLateMinutesMean: z.number().nullable(),
  /** Share of prepared orders ready by the time the kitchen gave (0-1). */
  readyOnTimeShare: z.number().nullable(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
});
export type PerformanceFigures = z.infer<typeof performanceFiguresSchema>;

/** GET /restaurant/{id}/performance?period: its own figures per day or per week, newest first. */
export const restaurantPerformanceQuerySchema = z.strictObject({
  period: z.enum(PERFORMANCE_PERIODS, { error: 'invalidOption' }).default('day'),
});
export const restaurantPerformanceSchema = z.object({
  restaurantId: z.number().int(),
  name: z.string(),
  period: z.enum(PERFORMANCE_PERIODS),
  timeZone: z.string(),
  periods: z.array(performanceFiguresSchema.extend({ start: z.string() })),
  total: performanceFiguresSchema,
});
export type RestaurantPerformance = z.infer<typeof restaurantPerformanceSchema>;

/** GET /dispatch/restaurant-performance: every restaurant's figures between two days, sorted, paged. */
export const performanceRankingQuerySchema = z.strictObject({
  from: dateFilter.optional(),
  to: dateFilter.optional(),
  page: pageNumberQuery.default(1),
  limit: limitQuery.default(10),
  sortBy: z.enum(PERFORMANCE_SORT_KEYS, { error: 'invalidOption' }).default('missed'),
  orderBy: z.enum(SORT_ORDERS, { error: 'invalidOption' }).default('DESC'),
});
export type PerformanceRankingQuery = z.input<typeof performanceRankingQuerySchema>;
export const performanceRankingRowSchema = performanceFiguresSchema.extend({ restaurantId: z.number().int(), name: z.string() });
export type PerformanceRankingRow = z.infer<typeof performanceRankingRowSchema>;
export const performanceRankingSchema = pagedSchema(performanceRankingRowSchema).extend({ from: z.string(), to: z.string() });
export type PerformanceRanking = z.infer<typeof performanceRankingSchema>;
