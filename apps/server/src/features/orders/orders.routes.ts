import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, orderSchema, pagedOrdersQuerySchema, pagedOrdersSchema } from '@forkly/contracts/schemas';
import { caller } from '../../plugins/auth';
import { getOrder, listOrdersFor } from './orders.service';

/** One order and the paged order list (SPEC.md section 7). */
export async function ordersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['orders'], security: [{ bearer: [] }] };

  r.get('/order/:id', { schema: { ...secured, params: z.object({ id: idParam }), response: { 200: orderSchema } } }, async (request) =>
    getOrder(app.deps, caller(request), request.params.id),
  );

  r.get('/paged-orders', { schema: { ...secured, querystring: pagedOrdersQuerySchema, response: { 200: pagedOrdersSchema } } }, async (request) =>
    listOrdersFor(app.deps, caller(request), request.query),
  );
}
