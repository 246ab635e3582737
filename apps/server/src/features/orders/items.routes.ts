import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteOrderItemSchema, idParam, orderLineSchema, updateOrderItemSchema } from '@forkly/contracts/schemas';
import { noContentSchema } from '../../lib/no-content';
import { caller } from '../../plugins/auth';
import { deleteOrderItem, getOrderItem, listOrderLines, updateOrderItem, type ChangeUnpaidOrder, type ItemsDeps } from './items.service';

/**
 * An order's lines (SPEC.md section 7): read by whoever may see the order, in any state; changed
 * only by its customer while it is unpaid (the review page).
 */
export async function itemsRoutes(app: FastifyInstance, options: { changeUnpaidOrder: ChangeUnpaidOrder }) {
  const itemsDeps = (): ItemsDeps => ({ ...app.deps, changeUnpaidOrder: options.changeUnpaidOrder });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['orders'], security: [{ bearer: [] }] };

  r.get(
    '/item/order/:orderId',
    { schema: { ...secured, params: z.object({ orderId: idParam }), response: { 200: z.array(orderLineSchema) } } },
    async (request) => listOrderLines(app.deps, caller(request), request.params.orderId),
  );

  r.get('/item/:id', { schema: { ...secured, params: z.object({ id: idParam }), response: { 200: orderLineSchema } } }, async (request) =>
    getOrderItem(app.deps, caller(request), request.params.id),
  );

  r.put(
    '/item/:id',
    { schema: { ...secured, params: z.object({ id: idParam }), body: updateOrderItemSchema, response: { 200: orderLineSchema } } },
    async (request) => updateOrderItem(itemsDeps(), caller(request), request.params.id, request.body),
  );

  r.delete(
    '/item/:id',
    { schema: { ...secured, params: z.object({ id: idParam }), body: deleteOrderItemSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteOrderItem(itemsDeps(), caller(request), request.params.id, request.body?.id);
      return reply.code(204).send();
    },
  );
}
