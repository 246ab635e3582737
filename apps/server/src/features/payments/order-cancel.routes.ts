import type { FastifyInstance } from 'fastify';
import { ordersEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { cancelOwnOrder } from './order-cancel.service';

/** The customer's own cancel of an unpaid order; answers the cancelled order. */
export async function orderCancelRoutes(app: FastifyInstance) {
  registerEndpoint(app, ordersEndpoints.cancelOrder, (request) =>
    cancelOwnOrder(app.deps, {
      caller: caller(request),
      orderId: request.params.id,
      log: (error) => request.log.error({ err: error }, 'order confirmation mail failed'),
    }),
  );
}
