import type { FastifyInstance, FastifyRequest } from 'fastify';
import { couriersEndpoints as couriers } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { createPlacesCaches } from '../places/places.service';
import { setCourierOffline } from './courier-offline.service';
import { courierRoute } from './courier-route.service';
import { confirmTripPickup, currentTrip, tripRoute } from './courier-trip.service';
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
  const { deps } = app;

  registerEndpoint(app, couriers.setAvailability, (request) => setAvailability(deps, { caller: caller(request), available: request.query.availability }));

  registerEndpoint(app, couriers.reportPosition, (request) => reportPosition(deps, { caller: caller(request), position: request.body }), {
    config: { rateLimit: POSITION_RATE_LIMIT },
  });

  registerEndpoint(app, couriers.courierOrders, (request) => courierOrdersFor(deps, { caller: caller(request), status: request.query.status }));

  // Cached like GET /directions: the panel asks again as the courier's position moves.
  const placesCaches = createPlacesCaches();
  registerEndpoint(app, couriers.courierRoute, (request) =>
    courierRoute({ deps, caches: placesCaches, log: request.log }, { caller: caller(request), orderId: request.params.id }),
  );

  // The courier's trip (decision 033): one pickup, its drop-offs in order, and the way through them.
  registerEndpoint(app, couriers.getCurrentTrip, (request) => currentTrip(deps, { caller: caller(request) }));
  registerEndpoint(app, couriers.getTripRoute, (request) =>
    tripRoute({ deps, caches: placesCaches, log: request.log }, { caller: caller(request), tripId: request.params.id }),
  );
  registerEndpoint(app, couriers.confirmTripPickup, (request) => confirmTripPickup(deps, { caller: caller(request), tripId: request.params.id }));

  registerEndpoint(app, couriers.listAvailability, () => listAvailability(deps));

  registerEndpoint(app, couriers.listCouriers, (request) => listCouriers(deps, request.query));

  registerEndpoint(app, couriers.getCourierDetail, (request) => getCourierDetail(deps, { caller: caller(request), courierId: request.params.id }));

  registerEndpoint(app, couriers.setCourierOffline, (request) => setCourierOffline(deps, { caller: caller(request), courierId: request.params.id }));
}
