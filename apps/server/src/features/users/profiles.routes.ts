import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminProfileSchema, courierProfileSchema, idParam, restaurantProfileSchema, serviceProfileSchema, userSchema } from '@forkly/contracts';
import { caller } from '../../plugins/auth';
import { getCourierProfile, getPersonProfile, getRestaurantProfile } from './profiles.service';

/** Ids are Postgres integers: a larger number is no id at all (400), not a database error. */
const idParamsSchema = z.object({ id: idParam.max(2_147_483_647, { error: 'invalidValue' }) });

/** Profile data by role (SPEC.md section 6): user, courier, service, administration, restaurant. */
export async function profilesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['profiles'], security: [{ bearer: [] }], params: idParamsSchema };

  r.get('/user/:id', { schema: { ...secured, response: { 200: userSchema } } }, async (request) =>
    getPersonProfile(app.deps, caller(request), { id: request.params.id, role: 'USER' }),
  );

  r.get('/service/:id', { schema: { ...secured, response: { 200: serviceProfileSchema } } }, async (request) =>
    getPersonProfile(app.deps, caller(request), { id: request.params.id, role: 'SERVICE' }),
  );

  r.get('/administration/:id', { schema: { ...secured, response: { 200: adminProfileSchema } } }, async (request) =>
    getPersonProfile(app.deps, caller(request), { id: request.params.id, role: 'ADMIN' }),
  );

  r.get('/courier/:id', { schema: { ...secured, response: { 200: courierProfileSchema } } }, async (request) =>
    getCourierProfile(app.deps, caller(request), request.params.id),
  );

  r.get(
    '/restaurant/:id',
    { schema: { tags: ['profiles'], params: idParamsSchema, response: { 200: restaurantProfileSchema } } },
    async (request) => getRestaurantProfile(app.deps, request.auth, request.params.id),
  );
}
