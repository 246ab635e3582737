import { defineEndpoint } from '../endpoint';
import { STAFF } from '../roles';

/** Courier presence, position and own orders; the staff's courier lists and offline switch (SPEC.md section 7). */
const tag = 'couriers';

/** Only an order the calling courier holds has a route; others are not found. */
export const courierRoute = defineEndpoint({
  method: 'GET',
  path: '/courier/order/:id/route',
  access: ['COURIER'],
  tag,
  description:
    'The route of an order the courier holds: to the restaurant from its reported position (or the map centre), or from the restaurant to the customer.',
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'courierRouteSchema' },
});

/** The courier goes online (dispatch may hand it waiting orders at once) or offline (refused while it holds orders). */
export const setAvailability = defineEndpoint({
  method: 'PUT',
  path: '/courier/update',
  access: ['COURIER'],
  tag,
  query: 'courierAvailabilityQuerySchema',
  answer: { status: 200, schema: 'courierPresenceSchema' },
});

/** Where the online courier is now (the browser reports every 15 s; the route limits the rate). */
export const reportPosition = defineEndpoint({
  method: 'POST',
  path: '/courier/position',
  access: ['COURIER'],
  tag,
  body: 'courierPositionSchema',
  answer: { status: 200, schema: 'courierPresenceSchema' },
});

/** The calling courier's own orders of one status. */
export const courierOrders = defineEndpoint({
  method: 'GET',
  path: '/courier/orders',
  access: ['COURIER'],
  tag,
  query: 'courierOrdersQuerySchema',
  answer: { status: 200, schema: 'courierOrdersSchema' },
});

/** The online couriers, where they are and how many orders they hold. */
export const listAvailability = defineEndpoint({
  method: 'GET',
  path: '/couriers/availability',
  access: STAFF,
  tag,
  answer: { status: 200, schema: 'courierAvailabilityListSchema' },
});

/** Every courier with its rating, status and load, filtered and sorted. */
export const listCouriers = defineEndpoint({
  method: 'GET',
  path: '/paged-courier',
  access: STAFF,
  tag,
  query: 'pagedCourierQuerySchema',
  answer: { status: 200, schema: 'pagedCouriersSchema' },
});

/** Staff, or the courier itself (checked in the service), see its profile and the orders it holds. */
export const getCourierDetail = defineEndpoint({
  method: 'GET',
  path: '/courier/:id',
  access: [...STAFF, 'COURIER'],
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'courierDetailSchema' },
});

/** Staff take a courier offline; its orders waiting for pickup go back to dispatch (decision 012). */
export const setCourierOffline = defineEndpoint({
  method: 'PUT',
  path: '/courier/:id/offline',
  access: STAFF,
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'courierOfflineResultSchema' },
});

/** The calling courier's open trip: one pickup, its drop-offs in order, when to leave. */
export const getCurrentTrip = defineEndpoint({
  method: 'GET',
  path: '/courier/trip',
  access: ['COURIER'],
  tag,
  answer: { status: 200, schema: 'currentTripSchema' },
});

/** The way through the courier's trip: to the restaurant, then each door in turn. */
export const getTripRoute = defineEndpoint({
  method: 'GET',
  path: '/courier/trip/:id/route',
  access: ['COURIER'],
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'tripRouteSchema' },
});

/** The courier has every order of its trip in the bag. */
export const confirmTripPickup = defineEndpoint({
  method: 'PUT',
  path: '/courier/trip/:id/pickup',
  access: ['COURIER'],
  tag,
  params: 'idParamsSchema',
  body: 'noBodySchema',
  answer: { status: 200, schema: 'courierTripSchema' },
});
