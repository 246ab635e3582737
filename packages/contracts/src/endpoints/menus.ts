import { defineEndpoint } from '../endpoint';

/** Reading menus and extras (SPEC.md section 7): browsing needs no login. */
const tag = 'menus';

export const getRestaurantMenus = defineEndpoint({
  method: 'GET',
  path: '/restaurant/menu/:id',
  access: 'public',
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'restaurantMenusSchema' },
});

export const getRestaurantExtras = defineEndpoint({
  method: 'GET',
  path: '/restaurant/extra/:id',
  access: 'public',
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'restaurantExtrasSchema' },
});

/** A restaurant account's list is its dashboard's (its own restaurants), checked in the service. */
export const listMenus = defineEndpoint({
  method: 'GET',
  path: '/paged-menus',
  access: 'public',
  tag,
  query: 'menuPageQuerySchema',
  answer: { status: 200, schema: 'menuPageSchema' },
});

export const listExtras = defineEndpoint({
  method: 'GET',
  path: '/paged-extras',
  access: 'public',
  tag,
  query: 'extraPageQuerySchema',
  answer: { status: 200, schema: 'extraPageSchema' },
});
