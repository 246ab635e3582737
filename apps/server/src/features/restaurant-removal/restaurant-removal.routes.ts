import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, removeRestaurantBodySchema, removeRestaurantsRequestSchema, restaurantRemovalSchema } from '@forkly/contracts/schemas';
import { caller } from '../../plugins/auth';
import { removeRestaurants } from './restaurant-removal.service';

/** Removing restaurants (issue 8; decision 013): staff one at a time, or a job of several ids. */
export async function restaurantRemovalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['restaurants'], security: [{ bearer: [] }] };
  const log = (error: unknown) => app.log.error({ err: error }, 'settling an order of a removed restaurant failed');

  r.delete(
    '/credential/restaurant/remove/:id',
    {
      schema: {
        ...secured,
        description: 'Staff remove a restaurant and its branches: logins stop, customers no longer see it, open orders are cancelled and refunded.',
        params: idParamsSchema,
        body: removeRestaurantBodySchema,
        response: { 200: restaurantRemovalSchema },
      },
    },
    async (request) => removeRestaurants(app.deps, caller(request), [request.params.id], log),
  );

  r.post(
    '/restaurant/job/remove-restaurants',
    {
      schema: {
        ...secured,
        description: 'All or nothing: a RESTAURANT_ADMIN removes its own branches, staff any restaurants. Another restaurant\'s id is a 403.',
        body: removeRestaurantsRequestSchema,
        response: { 200: restaurantRemovalSchema },
      },
    },
    async (request) => removeRestaurants(app.deps, caller(request), request.body.ids, log),
  );
}
