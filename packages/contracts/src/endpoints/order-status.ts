import { defineEndpoint } from '../endpoint';
import { RESTAURANT_ROLES, STAFF } from '../roles';

/**
 * Moving an order after payment: the two status paths of SPEC.md section 7, each answering the
 * updated order. Who may move which order to what is checked in the service (order-visibility).
 */
const tag = 'orders';

/** The restaurant marks an order prepared or cancels it; staff may only cancel. */
export const changeStatusAsRestaurant = defineEndpoint({
  method: 'PUT',
  path: '/restaurant/order/:id',
  access: [...RESTAURANT_ROLES, ...STAFF],
  tag,
  params: 'idParamsSchema',
  query: 'orderStatusChangeQuerySchema',
  answer: { status: 200, schema: 'orderSchema' },
});

/** The assigned courier confirms pickup and delivery. */
export const changeStatusAsCourier = defineEndpoint({
  method: 'PUT',
  path: '/courier/order/:id',
  access: ['COURIER'],
  tag,
  params: 'idParamsSchema',
  query: 'orderStatusChangeQuerySchema',
  answer: { status: 200, schema: 'orderSchema' },
});

/** The kitchen accepts a paid order and says when its food will be ready. */
export const acceptOrder = defineEndpoint({
  method: 'PUT',
  path: '/restaurant/order/:id/accept',
  access: RESTAURANT_ROLES,
  tag,
  params: 'idParamsSchema',
  body: 'readyTimeRequestSchema',
  answer: { status: 200, schema: 'orderSchema' },
});

/** The kitchen pushes an accepted order's ready time back, once; the customer is told. */
export const changeReadyTime = defineEndpoint({
  method: 'PUT',
  path: '/restaurant/order/:id/ready-time',
  access: RESTAURANT_ROLES,
  tag,
  params: 'idParamsSchema',
  body: 'readyTimeRequestSchema',
  answer: { status: 200, schema: 'orderSchema' },
});
