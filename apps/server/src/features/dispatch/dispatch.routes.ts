import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, orderSchema, reassignCourierQuerySchema } from '@forkly/contracts/schemas';
import { caller } from '../../plugins/auth';
import { reassignOrder } from './dispatch.service';

/** Staff hand an order to another courier (DESIGN.md section 6, Dispatch). */
export async function dispatchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    '/order/:id/courier',
    { schema: { tags: ['dispatch'], security: [{ bearer: [] }], params: idParamsSchema, querystring: reassignCourierQuerySchema, response: { 200: orderSchema } } },
    async (request) => reassignOrder(app.deps, caller(request), { orderId: request.params.id, courierId: request.query.courierId }),
  );
}
