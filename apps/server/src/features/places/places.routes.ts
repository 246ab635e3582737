import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { autocompleteQuerySchema, autocompleteResponseSchema, directionsQuerySchema, directionsResponseSchema, mapConfigSchema, mapRestaurantsResponseSchema, placeDetailsSchema, placeIdParamsSchema } from '@forkly/contracts/schemas';
import { AppError } from '../../lib/app-error';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const caches = createPlacesCaches();
  const ctx = (request: FastifyRequest): PlacesContext => ({ deps: app.deps, caches, log: request.log });

  r.get(
    '/places/autocomplete',
    { schema: { tags: ['places'], querystring: autocompleteQuerySchema, response: { 200: autocompleteResponseSchema } } },
    async (request) => ({ suggestions: (await suggestPlaces(ctx(request), request.query)).map(presentSuggestion) }),
  );

  r.get(
    '/places/:placeId',
    { schema: { tags: ['places'], params: placeIdParamsSchema, response: { 200: placeDetailsSchema } } },
    async (request) => presentPlace(await findPlace(ctx(request), request.params.placeId)),
  );

  r.get(
    '/directions',
    { schema: { tags: ['places'], querystring: directionsQuerySchema, response: { 200: directionsResponseSchema } } },
    async (request) => ({ routes: (await findRoutes(ctx(request), request.query)).map(presentRoute) }),
  );

  r.get('/map/config', { schema: { tags: ['places'], response: { 200: mapConfigSchema } } }, async () => mapConfig(app.deps));

  r.get(
    '/map/restaurants',
    { schema: { tags: ['places'], description: 'Every visible restaurant with a location, for map markers.', response: { 200: mapRestaurantsResponseSchema } } },
    async () => ({ restaurants: (await mapRestaurants(app.deps)).map(presentMapRestaurant) }),
  );

  r.get(
    '/map/network',
    { schema: { tags: ['places'], description: 'The drawable street network as a GeoJSON FeatureCollection (gzip when accepted).' } },
    async (request, reply) => {
      const network = app.deps.geo.get().networkGeoJson();
      if (!network) throw new AppError('notFound');
      const payload = networkPayload(network);
      reply.header('Cache-Control', NETWORK_CACHE_CONTROL).header('ETag', payload.etag).header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === payload.etag) return reply.code(304).send();
      reply.type('application/geo+json; charset=utf-8');
      if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('Content-Encoding', 'gzip').send(payload.gzip);
      return reply.send(payload.json);
    },
  );

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
