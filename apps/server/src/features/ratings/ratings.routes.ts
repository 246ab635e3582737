import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, orderRatingSchema, ratingRequestSchema, ratingSchema } from '@forkly/contracts/schemas';
import { caller } from '../../plugins/auth';
import { getOrderRating, rateOrder } from './ratings.service';

/** A customer's rating of a delivered order: the restaurant, the courier, a comment. */
export async function ratingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['ratings'], security: [{ bearer: [] }], params: z.object({ id: idParam }) };

  r.post('/order/:id/rating', { schema: { ...secured, body: ratingRequestSchema, response: { 201: ratingSchema } } }, async (request, reply) => {
    reply.code(201);
    return rateOrder(app.deps, caller(request), request.params.id, request.body);
  });

  r.get('/order/:id/rating', { schema: { ...secured, response: { 200: orderRatingSchema } } }, async (request) =>
    getOrderRating(app.deps, caller(request), request.params.id),
  );
}
