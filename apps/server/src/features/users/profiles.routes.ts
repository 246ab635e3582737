import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { restaurantsEndpoints } from '@forkly/contracts';
import { adminProfileSchema, idParamsSchema, userSchema } from '@forkly/contracts/schemas';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { getPersonProfile, getRestaurantProfile } from './profiles.service';

/**
 * Profile data by role (SPEC.md section 6): user, administration, restaurant. The courier's and the
 * service member's (GET /courier/{id}, /service/{id}) live with the couriers and staff features.
 */
export async function profilesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['profiles'], security: [{ bearer: [] }], params: idParamsSchema };

  r.get('/user/:id', { schema: { ...secured, response: { 200: userSchema } } }, async (request) =>
    getPersonProfile(app.deps, caller(request), { id: request.params.id, role: 'USER' }),
  );

  r.get('/administration/:id', { schema: { ...secured, response: { 200: adminProfileSchema } } }, async (request) =>
    getPersonProfile(app.deps, caller(request), { id: request.params.id, role: 'ADMIN' }),
  );

  registerEndpoint(app, restaurantsEndpoints.getRestaurantProfile, (request) => getRestaurantProfile(app.deps, { caller: request.auth, id: request.params.id }));
}
