import { defineEndpoint } from '../endpoint';
import { ROLES } from '../roles';

/** The dashboard home's overview (DESIGN.md section 6). */
const tag = 'orders';

/** Counts within the caller's own orders (order visibility), so every role may ask. */
export const getOrderStats = defineEndpoint({
  method: 'GET',
  path: '/order-stats',
  access: ROLES,
  tag,
  query: 'orderStatsQuerySchema',
  answer: { status: 200, schema: 'orderStatsSchema' },
});

/** Restaurants by state and the busiest ones: platform figures, ADMIN only (SPEC.md section 6). */
export const getRestaurantStats = defineEndpoint({
  method: 'GET',
  path: '/restaurant-stats',
  access: ['ADMIN'],
  tag,
  answer: { status: 200, schema: 'restaurantStatsSchema' },
});

/** The calling courier's earnings since its midnight: delivery fees and tips (issue 25). */
export const getCourierEarnings = defineEndpoint({
  method: 'GET',
  path: '/courier/earnings',
  access: ['COURIER'],
  tag,
  query: 'courierEarningsQuerySchema',
  answer: { status: 200, schema: 'courierEarningsSchema' },
});
