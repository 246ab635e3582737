import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { courierAvailabilityListSchema, courierDetailSchema, courierOfflineResultSchema, courierAvailabilityQuerySchema, courierOrdersQuerySchema, courierOrdersSchema, courierPositionSchema, courierPresenceSchema, idParamsSchema, pagedCourierQuerySchema, pagedCouriersSchema } from '@forkly/contracts/schemas';
import { couriersEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { createPlacesCaches } from '../places/places.service';
import { setCourierOffline } from './courier-offline.service';
import { courierRoute } from './courier-route.service';
import { courierOrdersFor, getCourierDetail, listAvailability, listCouriers, reportPosition, setAvailability } from './couriers.service';

/**
 * The browser reports every 15 s; this leaves room for a retry or two. Counted per courier (the
 * route's hook runs after authentication), so couriers behind one address do not share a budget.
 */
const POSITION_RATE_LIMIT = {
  max: 12,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (request.auth ? `courier-position:${request.auth.userId}` : request.ip),
};

/** Courier presence, position and own orders; the staff's courier lists, detail and offline switch (SPEC.md section 7). */
export async function couriersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['couriers'], security: [{ bearer: [] }] };

  r.put(
    '/courier/update',
    { schema: { ...secured, querystring: courierAvailabilityQuerySchema, response: { 200: courierPresenceSchema } } },
    async (request) => setAvailability(app.deps, caller(request), request.query.availability),
  );

  r.post(
    '/courier/position',
    { schema: { ...secured, body: courierPositionSchema, response: { 200: courierPresenceSchema } }, config: { rateLimit: POSITION_RATE_LIMIT } },
    async (request) => reportPosition(app.deps, caller(request), request.body),
  );

  r.get('/courier/orders', { schema: { ...secured, querystring: courierOrdersQuerySchema, response: { 200: courierOrdersSchema } } }, async (request) =>
    courierOrdersFor(app.deps, caller(request), request.query.status),
  );

  // Cached like GET /directions: the panel asks again as the courier's position moves.
  const placesCaches = createPlacesCaches();
  registerEndpoint(app, couriersEndpoints.courierRoute, (request) =>
    courierRoute({ deps: app.deps, caches: placesCaches, log: request.log }, { caller: caller(request), orderId: request.params.id }),
  );

  r.get('/couriers/availability', { schema: { ...secured, response: { 200: courierAvailabilityListSchema } } }, async () => listAvailability(app.deps));

  r.get('/paged-courier', { schema: { ...secured, querystring: pagedCourierQuerySchema, response: { 200: pagedCouriersSchema } } }, async (request) =>
    listCouriers(app.deps, request.query),
  );

  r.get('/courier/:id', { schema: { ...secured, params: idParamsSchema, response: { 200: courierDetailSchema } } }, async (request) =>
    getCourierDetail(app.deps, caller(request), request.params.id),
  );

  r.put('/courier/:id/offline', { schema: { ...secured, params: idParamsSchema, response: { 200: courierOfflineResultSchema } } }, async (request) =>
    setCourierOffline(app.deps, caller(request), request.params.id),
  );
}
