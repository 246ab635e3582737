import { defineEndpoint } from '../endpoint';
import { RESTAURANT_ROLES, STAFF } from '../roles';

/**
 * No order left behind (issue 21, decision 036): the kitchen's waiting orders, the staff's
 * operations board and its actions, and how restaurants perform.
 */
const tag = 'operations';

/** One zone's open orders by stage, its couriers, and demand against supply. */
export const getOperationsBoard = defineEndpoint({
  method: 'GET',
  path: '/dispatch/operations',
  access: STAFF,
  tag,
  query: 'operationsBoardQuerySchema',
  answer: { status: 200, schema: 'operationsBoardSchema' },
});

/** Staff note that they called the order's restaurant. */
export const noteRestaurantCall = defineEndpoint({
  method: 'POST',
  path: '/order/:id/restaurant-call',
  access: STAFF,
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'restaurantCallSchema' },
});

/** Staff pause a restaurant (it takes no orders) with a reason its own dashboard shows, or lift the pause. */
export const pauseRestaurant = defineEndpoint({
  method: 'PUT',
  path: '/restaurant/:id/pause',
  access: STAFF,
  tag,
  params: 'idParamsSchema',
  body: 'pauseRestaurantSchema',
  answer: { status: 200, schema: 'pausedRestaurantSchema' },
});

/** The paid orders this account's kitchen has not acknowledged, and a pause staff set: its banner and ring. */
export const getKitchenAlerts = defineEndpoint({
  method: 'GET',
  path: '/restaurant/waiting-orders',
  access: RESTAURANT_ROLES,
  tag,
  answer: { status: 200, schema: 'kitchenAlertsSchema' },
});

/** A restaurant's acceptance, misses, rejections, ready times and ratings per day or week, for its managers and staff. */
export const getRestaurantPerformance = defineEndpoint({
  method: 'GET',
  path: '/restaurant/:id/performance',
  access: [...RESTAURANT_ROLES, ...STAFF],
  tag,
  params: 'idParamsSchema',
  query: 'restaurantPerformanceQuerySchema',
  answer: { status: 200, schema: 'restaurantPerformanceSchema' },
});

/** Every restaurant's figures between two days, sortable, for staff. */
export const getPerformanceRanking = defineEndpoint({
  method: 'GET',
  path: '/dispatch/restaurant-performance',
  access: STAFF,
  tag,
  query: 'performanceRankingQuerySchema',
  answer: { status: 200, schema: 'performanceRankingSchema' },
});
