import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, restaurantListQuerySchema, restaurantListResponseSchema, restaurantOverviewQuerySchema, restaurantOverviewSchema } from '@forkly/contracts/schemas';
import { sendJson } from '../../lib/json-body';
import { getOverview, listRestaurants, pointOf } from './restaurants.service';

/** The restaurant lists of SPEC.md section 7 and the menu page's header. */
export async function restaurantsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/paged-restaurants',
    {
      schema: {
        tags: ['restaurants'],
        description: 'Without `page`: the customer cursor list (20 a page, `pageParam` = lastCursor). With `page`: the staff list (ADMIN, SERVICE).',
        querystring: restaurantListQuerySchema,
        response: { 200: restaurantListResponseSchema },
      },
    },
    async (request, reply) => sendJson(reply, await listRestaurants(app.deps, request.auth, request.query)),
  );

  r.get(
    '/restaurant/:id/overview',
    { schema: { tags: ['restaurants'], params: idParamsSchema, querystring: restaurantOverviewQuerySchema, response: { 200: restaurantOverviewSchema } } },
    async (request) => getOverview(app.deps, request.auth, request.params.id, pointOf(request.query)),
  );
}
