import type { FastifyInstance } from 'fastify';
import { dispatchEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { promiseAccuracy } from './promise-accuracy.service';
import { reassignOrder } from './reassign.service';

/** Staff's side of dispatch (DESIGN.md section 6, Dispatch): handing a trip to another courier, and how well promises held. */
export async function dispatchRoutes(app: FastifyInstance) {
  registerEndpoint(app, dispatchEndpoints.reassignCourier, (request) =>
    reassignOrder(app.deps, { caller: caller(request), orderId: request.params.id, courierId: request.query.courierId }),
  );
  registerEndpoint(app, dispatchEndpoints.getPromiseAccuracy, (request) => promiseAccuracy(app.deps, request.query));
}
