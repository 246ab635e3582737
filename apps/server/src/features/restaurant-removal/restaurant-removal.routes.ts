import type { FastifyInstance } from 'fastify';
import { restaurantRemovalEndpoints as removal } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { removeRestaurants } from './restaurant-removal.service';

/** Removing restaurants (issue 8; decision 013): staff one at a time, or a job of several ids. */
export async function restaurantRemovalRoutes(app: FastifyInstance) {
  const { deps } = app;
  const log = (error: unknown) => app.log.error({ err: error }, 'settling an order of a removed restaurant failed');
  registerEndpoint(app, removal.removeRestaurant, (request) => removeRestaurants(deps, { caller: caller(request), ids: [request.params.id], log }));
  registerEndpoint(app, removal.removeRestaurants, (request) => removeRestaurants(deps, { caller: caller(request), ids: request.body.ids, log }));
}
