import type { FastifyInstance } from 'fastify';
import { ordersEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { deleteOrderItem, getOrderItem, listOrderLines, updateOrderItem, type ChangeUnpaidOrder, type ItemsDeps } from './items.service';

/**
 * An order's lines (SPEC.md section 7): read by whoever may see the order, in any state; changed
 * only by its customer while it is unpaid (the review page). Changes close the payment page through
 * payments' `changeUnpaidOrder`, which the composition root passes in (decision 027).
 */
export async function itemsRoutes(app: FastifyInstance, options: { changeUnpaidOrder: ChangeUnpaidOrder }) {
  const itemsDeps = (): ItemsDeps => ({ ...app.deps, changeUnpaidOrder: options.changeUnpaidOrder });
  registerEndpoint(app, ordersEndpoints.listOrderLines, (request) => listOrderLines(app.deps, { caller: caller(request), orderId: request.params.orderId }));
  registerEndpoint(app, ordersEndpoints.getOrderItem, (request) => getOrderItem(app.deps, { caller: caller(request), lineId: request.params.id }));
  registerEndpoint(app, ordersEndpoints.updateOrderItem, (request) =>
    updateOrderItem(itemsDeps(), { caller: caller(request), lineId: request.params.id, change: request.body }),
  );
  registerEndpoint(app, ordersEndpoints.deleteOrderItem, (request) =>
    deleteOrderItem(itemsDeps(), { caller: caller(request), lineId: request.params.id, bodyId: request.body?.id }),
  );
}
