import type { FastifyInstance } from 'fastify';
import { orderStatusEndpoints as moves } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { acceptOrder, changeReadyTime } from './kitchen-time.service';
import { changeStatusAsCourier, changeStatusAsRestaurant } from './order-status.service';

/** The two status paths of SPEC.md section 7, and the kitchen's ready time (decision 034); each answers the updated order. */
export async function orderStatusRoutes(app: FastifyInstance) {
  const { deps } = app;
  registerEndpoint(app, moves.changeStatusAsRestaurant, (request) =>
    changeStatusAsRestaurant(deps, {
      caller: caller(request),
      orderId: request.params.id,
      status: request.query.status,
      reason: request.query.reason,
      log: (error) => request.log.error({ err: error }, 'refund of the cancelled order failed; it is retried as an order.refund job'),
    }),
  );
  registerEndpoint(app, moves.changeStatusAsCourier, (request) =>
    changeStatusAsCourier(deps, { caller: caller(request), orderId: request.params.id, status: request.query.status }),
  );
  registerEndpoint(app, moves.acceptOrder, (request) =>
    acceptOrder(deps, { caller: caller(request), orderId: request.params.id, readyInMinutes: request.body.readyInMinutes }),
  );
  registerEndpoint(app, moves.changeReadyTime, (request) =>
    changeReadyTime(deps, { caller: caller(request), orderId: request.params.id, readyInMinutes: request.body.readyInMinutes }),
  );
}
