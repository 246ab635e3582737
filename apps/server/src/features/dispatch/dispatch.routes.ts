import type { FastifyInstance } from 'fastify';
import { dispatchEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { reassignOrder } from './dispatch.service';

/** Staff hand an order to another courier (DESIGN.md section 6, Dispatch). */
export async function dispatchRoutes(app: FastifyInstance) {
  registerEndpoint(app, dispatchEndpoints.reassignCourier, (request) =>
    reassignOrder(app.deps, { caller: caller(request), orderId: request.params.id, courierId: request.query.courierId }),
  );
}
