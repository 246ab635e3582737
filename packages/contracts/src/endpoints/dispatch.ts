import { defineEndpoint } from '../endpoint';
import { STAFF } from '../roles';

/** Staff hand an order waiting for pickup to another online courier (DESIGN.md section 6, Dispatch). */
export const reassignCourier = defineEndpoint({
  method: 'PUT',
  path: '/order/:id/courier',
  access: STAFF,
  tag: 'dispatch',
  params: 'idParamsSchema',
  query: 'reassignCourierQuerySchema',
  answer: { status: 200, schema: 'orderSchema' },
});
