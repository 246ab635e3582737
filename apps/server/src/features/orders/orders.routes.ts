import type { FastifyInstance } from 'fastify';
import { ordersEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { getOrder, listOrdersFor } from './orders.service';

/** One order and the paged order list (SPEC.md section 7). */
export async function ordersRoutes(app: FastifyInstance) {
  registerEndpoint(app, ordersEndpoints.getOrder, (request) => getOrder(app.deps, { caller: caller(request), id: request.params.id }));
  registerEndpoint(app, ordersEndpoints.listOrders, (request) => listOrdersFor(app.deps, { caller: caller(request), query: request.query }));
}
