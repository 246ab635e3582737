import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, orderSchema, orderStatusChangeQuerySchema } from '@forkly/contracts/schemas';
import { caller } from '../../plugins/auth';
import { changeStatusAsCourier, changeStatusAsRestaurant } from './order-status.service';

/** The two status paths of SPEC.md section 7; each answers the updated order. */
export async function orderStatusRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['orders'],
    security: [{ bearer: [] }],
    params: idParamsSchema,
    querystring: orderStatusChangeQuerySchema,
    response: { 200: orderSchema },
  };

  r.put('/restaurant/order/:id', { schema }, async (request) =>
    changeStatusAsRestaurant(app.deps, caller(request), { orderId: request.params.id, status: request.query.status }, (error) =>
      request.log.error({ err: error }, 'refund of the cancelled order failed; it is retried as an order.refund job'),
    ),
  );

  r.put('/courier/order/:id', { schema }, async (request) =>
    changeStatusAsCourier(app.deps, caller(request), { orderId: request.params.id, status: request.query.status }),
  );
}
