import type { FastifyInstance } from 'fastify';
import { restaurantsEndpoints as restaurants } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { sendJson } from '../../lib/json-body';
import { getOverview, listRestaurants, pointOf } from './restaurants.service';

/** The restaurant lists of SPEC.md section 7 and the menu page's header. */
export async function restaurantsRoutes(app: FastifyInstance) {
  const { deps } = app;
  registerEndpoint(app, restaurants.listRestaurants, async (request, reply) =>
    sendJson(reply, await listRestaurants(deps, { caller: request.auth, query: request.query })),
  );
  registerEndpoint(app, restaurants.getRestaurantOverview, (request) =>
    getOverview(deps, { caller: request.auth, id: request.params.id, point: pointOf(request.query) }),
  );
}
