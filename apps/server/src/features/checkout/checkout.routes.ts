import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '@forkly/contracts';
import { checkoutQuerySchema, checkoutResponseSchema, idempotencyKeyField, makeOrderRequestSchema, orderSchema, priceListRequestSchema, priceListSchema } from '@forkly/contracts/schemas';
import { caller } from '../../plugins/auth';
import { startPayment } from '../payments/payments.service';
import { idempotent } from './idempotency.service';
import { makeOrder } from './place-order.service';
import { presentPriceList, quoteOrder } from './quote.service';

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
      const result = await makeOrder(app.deps, caller(request), request.body, request.headers[IDEMPOTENCY_HEADER]);
      return reply.code(201).send(result.body);
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
      const who = caller(request);
      const { orderId } = request.query;
      const result = await idempotent(app.deps, { key: request.headers[IDEMPOTENCY_HEADER], userId: who.userId, scope: 'checkout', request: { orderId } }, async (remember) => {
        const done = { statusCode: 200, body: await startPayment(app.deps, who, orderId) };
        await remember(app.deps.db, done);
        return done;
      });
      return reply.code(200).send(result.body);
    },
  );
}
