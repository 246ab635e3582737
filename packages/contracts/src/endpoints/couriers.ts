import { defineEndpoint } from '../endpoint';

/** Courier presence, position and own orders; the staff's courier lists and offline switch (SPEC.md section 7). */
const tag = 'couriers';

/** Only an order the calling courier holds has a route; others are not found. */
export const courierRoute = defineEndpoint({
  method: 'GET',
  path: '/courier/order/:id/route',
  access: ['COURIER'],
  tag,
  description: 'The route of an order the courier holds: to the restaurant from its reported position (or the map centre), or from the restaurant to the customer.',
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'courierRouteSchema' },
});
