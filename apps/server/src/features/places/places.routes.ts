import type { FastifyInstance, FastifyRequest } from 'fastify';
import { placesEndpoints as places } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import { registerEndpoint } from '../../lib/endpoint-route';
import { mapConfig, mapRestaurants } from './map.service';
import { presentMapRestaurant } from './map-restaurants.presenter';
import { acceptsGzip, networkPayload } from './network-payload';
import { presentPlace, presentRoute, presentSuggestion } from './places.presenter';
import { createPlacesCaches, findPlace, findRoutes, suggestPlaces, type PlacesContext } from './places.service';

/** The network changes only with a restart on other data; the ETag covers that case. */
const NETWORK_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Places and routes through our API, whatever provider is behind it (DESIGN.md sections 1 and
 * 6a): the browser never talks to a third party, and answers are cached in memory.
 */
export async function placesRoutes(app: FastifyInstance) {
  const caches = createPlacesCaches();
  const ctx = (request: FastifyRequest): PlacesContext => ({ deps: app.deps, caches, log: request.log });

  registerEndpoint(app, places.suggestPlaces, async (request) => ({ suggestions: (await suggestPlaces(ctx(request), request.query)).map(presentSuggestion) }));
  registerEndpoint(app, places.getPlace, async (request) => presentPlace(await findPlace(ctx(request), request.params.placeId)));
  registerEndpoint(app, places.getDirections, async (request) => ({ routes: (await findRoutes(ctx(request), request.query)).map(presentRoute) }));
  registerEndpoint(app, places.getMapConfig, () => mapConfig(app.deps));
  registerEndpoint(app, places.getMapRestaurants, async () => ({ restaurants: (await mapRestaurants(app.deps)).map(presentMapRestaurant) }));
  registerEndpoint(app, places.getMapNetwork, async (request, reply) => {
    const network = app.deps.geo.get().networkGeoJson();
    if (!network) throw new AppError('notFound');
    const payload = networkPayload(network);
    reply.header('Cache-Control', NETWORK_CACHE_CONTROL).header('ETag', payload.etag).header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === payload.etag) return reply.code(304).send();
    reply.type('application/geo+json; charset=utf-8');
    if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('Content-Encoding', 'gzip').send(payload.gzip);
    return reply.send(payload.json);
  });

  // Build the places index once the server listens, so the first visitor does not wait for it.
  // (Tests inject without listening and never pay for it.)
  app.addHook('onListen', async () => {
    setImmediate(() => {
      try {
        app.deps.geo.get().mapConfig();
      } catch (error) {
        app.log.error({ err: error }, 'places provider failed to start');
      }
    });
  });
}
