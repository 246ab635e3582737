import type { FastifyInstance } from 'fastify';
import { ratingsEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { getOrderRating, rateOrder } from './ratings.service';

/** A customer's rating of a delivered order: the restaurant, the courier, a comment. */
export async function ratingsRoutes(app: FastifyInstance) {
  registerEndpoint(app, ratingsEndpoints.rateOrder, (request) =>
    rateOrder(app.deps, { caller: caller(request), orderId: request.params.id, rating: request.body }),
  );
  registerEndpoint(app, ratingsEndpoints.getOrderRating, (request) => getOrderRating(app.deps, { caller: caller(request), orderId: request.params.id }));
}
