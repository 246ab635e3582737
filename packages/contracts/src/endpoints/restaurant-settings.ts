import { defineEndpoint } from '../endpoint';
import { RESTAURANT_ROLES, STAFF } from '../roles';

/** A restaurant's own hours, pause switch and delivery terms (DESIGN.md section 6); ownership in the service. */
const tag = 'restaurants';

export const getRestaurantSettings = defineEndpoint({
  method: 'GET',
  path: '/restaurant/:id/settings',
  access: [...STAFF, ...RESTAURANT_ROLES],
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'restaurantSettingsSchema' },
});

export const updateRestaurantSettings = defineEndpoint({
  method: 'PUT',
  path: '/restaurant/:id/settings',
  access: [...STAFF, ...RESTAURANT_ROLES],
  tag,
  description: 'Replaces every setting; money in euro, distances in metres. Visible to customers at once.',
  params: 'idParamsSchema',
  body: 'updateRestaurantSettingsSchema',
  answer: { status: 200, schema: 'restaurantSettingsSchema' },
});
