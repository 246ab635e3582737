import { defineEndpoint } from '../endpoint';
import { STAFF } from '../roles';

/** Staff's restaurant administration (issue 8, decision 013): who may remove which is in the server's access/restaurant-scope.ts. */
const tag = 'restaurants';

export const setRestaurantVisibility = defineEndpoint({
  method: 'PUT',
  path: '/restaurant/:id/visibility',
  access: STAFF,
  tag,
  description: 'Staff show or hide a restaurant to customers (list, menu, map), at once.',
  params: 'idParamsSchema',
  body: 'restaurantVisibilityRequestSchema',
  answer: { status: 200, schema: 'restaurantVisibilityResponseSchema' },
});

export const removeRestaurant = defineEndpoint({
  method: 'DELETE',
  path: '/credential/restaurant/remove/:id',
  access: STAFF,
  tag,
  description: 'Staff remove a restaurant and its branches: logins stop, customers no longer see it, open orders are cancelled and refunded.',
  params: 'idParamsSchema',
  body: 'removeRestaurantBodySchema',
  answer: { status: 200, schema: 'restaurantRemovalSchema' },
});

export const removeRestaurants = defineEndpoint({
  method: 'POST',
  path: '/restaurant/job/remove-restaurants',
  access: [...STAFF, 'RESTAURANT_ADMIN'],
  tag,
  description: "All or nothing: a RESTAURANT_ADMIN removes its own branches, staff any restaurants. Another restaurant's id is a 403.",
  body: 'removeRestaurantsRequestSchema',
  answer: { status: 200, schema: 'restaurantRemovalSchema' },
});
