import type { FastifyInstance } from 'fastify';
import { favouritesEndpoints as favourites, restaurantsEndpoints as restaurants } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { sendJson } from '../../lib/json-body';
import { caller } from '../../plugins/auth';
import { addFavourite, listFavourites, removeFavourite } from './favourites.service';
import { getOverview, listRestaurants, pointOf } from './restaurants.service';

/** The restaurant lists of SPEC.md section 7, the menu page's header and the customer's favourites. */
export async function restaurantsRoutes(app: FastifyInstance) {
  const { deps } = app;
  registerEndpoint(app, restaurants.listRestaurants, async (request, reply) =>
    sendJson(reply, await listRestaurants(deps, { caller: request.auth, query: request.query })),
  );
  registerEndpoint(app, restaurants.getRestaurantOverview, (request) =>
    getOverview(deps, { caller: request.auth, id: request.params.id, point: pointOf(request.query) }),
  );
  registerEndpoint(app, favourites.listFavourites, (request) => listFavourites(deps, { caller: caller(request), point: pointOf(request.query) }));
  registerEndpoint(app, favourites.addFavourite, (request) => addFavourite(deps, { caller: caller(request), restaurantId: request.params.id }));
  registerEndpoint(app, favourites.removeFavourite, (request) => removeFavourite(deps, { caller: caller(request), restaurantId: request.params.id }));
}
