import { defineEndpoint } from '../endpoint';

/** The restaurant lists of SPEC.md section 7, the menu page's header and the restaurant's profile. */
const tag = 'restaurants';

/** Public: the numbered staff list (`page`) is checked in the service. */
export const listRestaurants = defineEndpoint({
  method: 'GET',
  path: '/paged-restaurants',
  access: 'public',
  tag,
  description: 'Without `page`: the customer cursor list (20 a page, `pageParam` = lastCursor). With `page`: the staff list (ADMIN, SERVICE).',
  query: 'restaurantListQuerySchema',
  answer: { status: 200, schema: 'restaurantListResponseSchema' },
});

export const getRestaurantOverview = defineEndpoint({
  method: 'GET',
  path: '/restaurant/:id/overview',
  access: 'public',
  tag,
  params: 'idParamsSchema',
  query: 'restaurantOverviewQuerySchema',
  answer: { status: 200, schema: 'restaurantOverviewSchema' },
});

/** A hidden restaurant is shown only to its own accounts and staff (in the service). */
export const getRestaurantProfile = defineEndpoint({
  method: 'GET',
  path: '/restaurant/:id',
  access: 'public',
  tag: 'profiles',
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'restaurantProfileSchema' },
});
