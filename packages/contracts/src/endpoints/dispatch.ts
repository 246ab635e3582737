import { defineEndpoint } from '../endpoint';
import { STAFF } from '../roles';

/**
 * Staff's side of dispatch (DESIGN.md section 6, Dispatch; issue 24, decisions 033-035): handing
 * an order's trip to another courier, and how well delivery promises held.
 */
const tag = 'dispatch';

/** Staff give an order not yet picked up, with the rest of its trip, to another online courier. */
export const reassignCourier = defineEndpoint({
  method: 'PUT',
  path: '/order/:id/courier',
  access: STAFF,
  tag,
  params: 'idParamsSchema',
  query: 'reassignCourierQuerySchema',
  answer: { status: 200, schema: 'orderSchema' },
});

/** How well delivery promises held, per zone and per restaurant. */
export const getPromiseAccuracy = defineEndpoint({
  method: 'GET',
  path: '/dispatch/promise-accuracy',
  access: STAFF,
  tag,
  query: 'promiseAccuracyQuerySchema',
  answer: { status: 200, schema: 'promiseAccuracySchema' },
});
