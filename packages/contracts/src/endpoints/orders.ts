import { defineEndpoint } from '../endpoint';
import { ROLES, STAFF } from '../roles';

/**
 * Orders and their lines (SPEC.md section 7). Who sees which order is the service's
 * (access/order-visibility.ts); only an unpaid order's customer changes its lines or cancels it.
 */
const tag = 'orders';

export const getOrder = defineEndpoint({
  method: 'GET',
  path: '/order/:id',
  access: ROLES,
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'orderSchema' },
});

export const listOrders = defineEndpoint({
  method: 'GET',
  path: '/paged-orders',
  access: ROLES,
  tag,
  query: 'pagedOrdersQuerySchema',
  answer: { status: 200, schema: 'pagedOrdersSchema' },
});

export const listOrderLines = defineEndpoint({
  method: 'GET',
  path: '/item/order/:orderId',
  access: ROLES,
  tag,
  params: 'orderIdParamsSchema',
  answer: { status: 200, schema: 'orderLinesSchema' },
});

export const getOrderItem = defineEndpoint({
  method: 'GET',
  path: '/item/:id',
  access: ROLES,
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'orderLineSchema' },
});

export const updateOrderItem = defineEndpoint({
  method: 'PUT',
  path: '/item/:id',
  access: ['USER'],
  tag,
  params: 'idParamsSchema',
  body: 'updateOrderItemSchema',
  answer: { status: 200, schema: 'orderLineSchema' },
});

export const deleteOrderItem = defineEndpoint({
  method: 'DELETE',
  path: '/item/:id',
  access: ['USER'],
  tag,
  params: 'idParamsSchema',
  body: 'deleteOrderItemSchema',
  answer: { status: 204, schema: null },
});

/** The customer's own cancel of an unpaid order; answers the cancelled order. */
export const cancelOrder = defineEndpoint({
  method: 'PUT',
  path: '/order/:id/cancel',
  access: ['USER'],
  tag,
  params: 'idParamsSchema',
  body: 'noBodySchema',
  answer: { status: 200, schema: 'orderSchema' },
});

/** Where the order's courier is, for its customer and staff. */
export const getOrderTracking = defineEndpoint({
  method: 'GET',
  path: '/order/:id/tracking',
  access: ['USER', ...STAFF],
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'orderTrackingSchema' },
});
