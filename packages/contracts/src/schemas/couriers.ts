import { z } from 'zod';
import { COURIER_ORDER_STATUSES, COURIER_ROUTE_STARTS, COURIER_SORT_KEYS, COURIER_STATUSES } from '../couriers';
import { SORT_ORDERS } from '../paging';
import { addressResponseSchema } from './address';
import { idParam } from './fields';
import { orderStatusSchema } from './orders';
import { pagedSchema } from './paging';
import { routeSchema } from './places';
import { limitQuery, pageNumberQuery, ratingQuery, searchText } from './restaurants';
import { courierProfileSchema } from './users';

export const courierStatusSchema = z.enum(COURIER_STATUSES, { error: 'invalidOption' });
export type CourierStatus = z.infer<typeof courierStatusSchema>;

export const courierOrderStatusSchema = z.enum(COURIER_ORDER_STATUSES, { error: 'invalidOption' });
export type CourierOrderStatus = z.infer<typeof courierOrderStatusSchema>;

/** PUT /courier/update?availability=true|false: go online or offline (`"false"` is false). */
export const courierAvailabilityQuerySchema = z.strictObject({ availability: z.stringbool({ error: 'invalidValue' }) });

/** POST /courier/position: where the courier is now (the browser's geolocation). */
export const courierPositionSchema = z.strictObject({
  latitude: z.number({ error: 'invalidValue' }).min(-90, { error: 'invalidValue' }).max(90, { error: 'invalidValue' }),
  longitude: z.number({ error: 'invalidValue' }).min(-180, { error: 'invalidValue' }).max(180, { error: 'invalidValue' }),
});
export type CourierPosition = z.infer<typeof courierPositionSchema>;

/**
 * A courier's presence: status, last reported position and how many orders it holds. Answers
 * PUT /courier/update and POST /courier/position; GET /couriers/availability lists the online ones.
 */
export const courierPresenceSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  contact: z.string(),
  status: courierStatusSchema,
  availability: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  positionUpdatedAt: z.string().nullable(),
  /** Orders assigned and not yet delivered (at most 2). */
  activeOrders: z.number().int(),
});
export type CourierPresence = z.infer<typeof courierPresenceSchema>;
export const courierAvailabilityListSchema = z.array(courierPresenceSchema);

/** GET /courier/orders?status=: the calling courier's own orders of one status, or both. */
export const courierOrdersQuerySchema = z.strictObject({ status: courierOrderStatusSchema.optional() });

/** One order as the courier panel shows it: where to pick it up and where to bring it. */
export const courierOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  note: z.string(),
  restaurant: z.object({ id: z.number().int(), name: z.string(), contact: z.string(), address: addressResponseSchema }),
  customer: z.object({ firstName: z.string(), lastName: z.string(), contact: z.string(), address: addressResponseSchema }),
  updatedAt: z.string(),
});
export type CourierOrder = z.infer<typeof courierOrderSchema>;
export const courierOrdersSchema = pagedSchema(courierOrderSchema);
export type CourierOrders = z.infer<typeof courierOrdersSchema>;

export const courierRouteSchema = z.object({
  start: z.enum(COURIER_ROUTE_STARTS),
  /** Where the route ends: the restaurant for a pickup, the customer for a delivery. */
  end: z.enum(['RESTAURANT', 'CUSTOMER']),
  routes: z.array(routeSchema),
});
export type CourierRoute = z.infer<typeof courierRouteSchema>;

/**
 * GET /paged-courier?page&limit=10 with SPEC.md section 7's filters: first and last name, email,
 * username (each "contains"), a minimum averageRating, status and courierId; `name` matches
 * either name (the list's one search box).
 */
export const pagedCourierQuerySchema = z.strictObject({
  page: pageNumberQuery.default(1),
  limit: limitQuery.default(10),
  name: searchText().optional(),
  firstName: searchText().optional(),
  lastName: searchText().optional(),
  email: searchText(254).optional(),
  username: searchText(64).optional(),
  averageRating: ratingQuery.optional(),
  status: courierStatusSchema.optional(),
  courierId: idParam.optional(),
  sortBy: z.enum(COURIER_SORT_KEYS, { error: 'invalidOption' }).default('DATE'),
  orderBy: z.enum(SORT_ORDERS, { error: 'invalidOption' }).default('DESC'),
});
export type PagedCourierQuery = z.input<typeof pagedCourierQuerySchema>;

/** A courier in the staff's list: its profile and the orders it holds. */
export const courierListItemSchema = courierProfileSchema.extend({ activeOrders: z.number().int() });
export type CourierListItem = z.infer<typeof courierListItemSchema>;
export const pagedCouriersSchema = pagedSchema(courierListItemSchema);

/**
 * GET /courier/{id}: the courier's profile and the orders it holds now (to pick up and on the
 * way), for staff and for the courier itself.
 */
export const courierDetailSchema = courierProfileSchema.extend({ currentOrders: z.array(courierOrderSchema) });
export type CourierDetail = z.infer<typeof courierDetailSchema>;

/**
 * PUT /courier/{id}/offline: staff take a courier offline. The orders it still had to pick up go
 * back to dispatch (`releasedOrderIds`); those it has picked up stay with it to deliver.
 */
export const courierOfflineResultSchema = courierPresenceSchema.extend({ releasedOrderIds: z.array(z.number().int()) });
export type CourierOfflineResult = z.infer<typeof courierOfflineResultSchema>;

/** One drop-off of a trip: the order as the courier panel shows it, and when the plan expects it there. */
export const courierTripStopSchema = courierOrderSchema.extend({ dropoffAt: z.string().nullable() });
export type CourierTripStop = z.infer<typeof courierTripStopSchema>;

/** A courier's trip (decision 033): one pickup, its drop-offs in order, and when to leave. */
export const courierTripSchema = z.object({
  id: z.number().int(),
  restaurant: z.object({ id: z.number().int(), name: z.string(), contact: z.string(), address: addressResponseSchema }),
  leaveAt: z.string(),
  arriveAt: z.string(),
  pickupAt: z.string(),
  /** When the last of its food is expected ready. */
  readyAt: z.string().nullable(),
  /** How many of its orders the kitchen has marked prepared. */
  preparedCount: z.number().int(),
  pickedUpAt: z.string().nullable(),
  stops: z.array(courierTripStopSchema),
});
export type CourierTrip = z.infer<typeof courierTripSchema>;

/** GET /courier/trip: the calling courier's open trip, if it has one. */
export const currentTripSchema = z.object({ trip: courierTripSchema.nullable() });
export type CurrentTrip = z.infer<typeof currentTripSchema>;

/** One leg of a trip's way: to the restaurant, then door after door (fastest route; null when it cannot be routed). */
export const tripLegSchema = z.object({
  from: z.enum(['COURIER_POSITION', 'DEFAULT_POINT', 'RESTAURANT', 'CUSTOMER']),
  to: z.enum(['RESTAURANT', 'CUSTOMER']),
  orderId: z.number().int().nullable(),
  route: routeSchema.nullable(),
});
/** GET /courier/trip/{id}/route: the way through the whole trip from where the courier is. */
export const tripRouteSchema = z.object({ legs: z.array(tripLegSchema) });
export type TripRoute = z.infer<typeof tripRouteSchema>;
