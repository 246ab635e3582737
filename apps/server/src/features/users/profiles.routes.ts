import type { FastifyInstance } from 'fastify';
import { profilesEndpoints, restaurantsEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { getPersonProfile, getRestaurantProfile } from './profiles.service';

/**
 * Profile data by role (SPEC.md section 6): user, administration, restaurant. The courier's and the
 * service member's (GET /courier/{id}, /service/{id}) live with the couriers and staff features.
 */
export async function profilesRoutes(app: FastifyInstance) {
  registerEndpoint(app, profilesEndpoints.getUserProfile, (request) =>
    getPersonProfile(app.deps, { caller: caller(request), id: request.params.id, role: 'USER' }),
  );

  registerEndpoint(app, profilesEndpoints.getAdministrationProfile, (request) =>
    getPersonProfile(app.deps, { caller: caller(request), id: request.params.id, role: 'ADMIN' }),
  );

  registerEndpoint(app, restaurantsEndpoints.getRestaurantProfile, (request) =>
    getRestaurantProfile(app.deps, { caller: request.auth, id: request.params.id }),
  );
}
