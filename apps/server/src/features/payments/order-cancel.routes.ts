import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, orderSchema } from '@forkly/contracts/schemas';
import { caller } from '../../plugins/auth';
import { cancelOwnOrder } from './order-cancel.service';

const noBody = z.strictObject({}).nullish();

/** The customer's own cancel of an unpaid order; answers the cancelled order. */
export async function orderCancelRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    '/order/:id/cancel',
    { schema: { tags: ['orders'], security: [{ bearer: [] }], params: idParamsSchema, body: noBody, response: { 200: orderSchema } } },
    async (request) => cancelOwnOrder(app.deps, caller(request), request.params.id, (error) => request.log.error({ err: error }, 'order confirmation mail failed')),
  );
}
