import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '@forkly/contracts';
import { checkoutQuerySchema, checkoutResponseSchema, idempotencyKeyField, makeOrderRequestSchema, orderSchema, priceListRequestSchema, priceListSchema } from '@forkly/contracts/schemas';
import { caller } from '../../plugins/auth';
import { startCheckout } from './checkout.service';
import { makeOrder } from './place-order.service';
import { presentPriceList } from './price-list.presenter';
import { quoteOrder } from './quote.service';

const idempotencyHeaders = z.looseObject({ [IDEMPOTENCY_HEADER]: idempotencyKeyField.optional() });
const noBody = z.strictObject({}).nullish();

/** Prices, placing an order and starting its payment (SPEC.md section 7; DESIGN.md sections 3 and 6a). */
export async function checkoutRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/order/price-list', { schema: { tags: ['checkout'], body: priceListRequestSchema, response: { 200: priceListSchema } } }, async (request) =>
    presentPriceList(await quoteOrder(app.deps, { ...request.body, userId: request.auth?.userId })),
  );

  r.post(
    '/order/make-order',
    {
      schema: { tags: ['checkout'], security: [{ bearer: [] }], headers: idempotencyHeaders, body: makeOrderRequestSchema, response: { 201: orderSchema } },
    },
    async (request, reply) => {
      const order = await makeOrder(app.deps, { caller: caller(request), order: request.body, idempotencyKey: request.headers[IDEMPOTENCY_HEADER] });
      return reply.code(201).send(order);
    },
  );

  r.post(
    '/checkout',
    {
      schema: {
        tags: ['checkout'],
        security: [{ bearer: [] }],
        headers: idempotencyHeaders,
        querystring: checkoutQuerySchema,
        body: noBody,
        response: { 200: checkoutResponseSchema },
      },
    },
    async (request, reply) => {
      const started = await startCheckout(app.deps, { caller: caller(request), orderId: request.query.orderId, idempotencyKey: request.headers[IDEMPOTENCY_HEADER] });
      return reply.code(200).send(started);
    },
  );
}
