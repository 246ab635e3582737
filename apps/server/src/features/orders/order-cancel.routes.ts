import type { FastifyInstance } from 'fastify';
import { ordersEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { cancelOwnOrder, type OrderCancelPorts } from './order-cancel.service';

/**
 * The customer's own cancel of an unpaid order (or a paid one placed ahead); answers the cancelled
 * order. Payments, order-status and dispatch reach it as ports from the composition root (decision 027).
 */
export async function orderCancelRoutes(app: FastifyInstance, options: { ports: OrderCancelPorts }) {
  registerEndpoint(app, ordersEndpoints.cancelOrder, (request) =>
    cancelOwnOrder(
      { ...app.deps, ...options.ports },
      {
        caller: caller(request),
        orderId: request.params.id,
        log: (error) => request.log.error({ err: error }, 'order confirmation mail failed'),
      },
    ),
  );
}
