import { defineEndpoint } from '../endpoint';

/**
 * Places and routes through our API, whatever provider is behind it (DESIGN.md sections 1 and 6a):
 * the landing page asks before anyone logs in.
 */
const tag = 'places';

export const suggestPlaces = defineEndpoint({
  method: 'GET',
  path: '/places/autocomplete',
  access: 'public',
  tag,
  query: 'autocompleteQuerySchema',
  answer: { status: 200, schema: 'autocompleteResponseSchema' },
});

export const getPlace = defineEndpoint({
  method: 'GET',
  path: '/places/:placeId',
  access: 'public',
  tag,
  params: 'placeIdParamsSchema',
  answer: { status: 200, schema: 'placeDetailsSchema' },
});

export const getDirections = defineEndpoint({
  method: 'GET',
  path: '/directions',
  access: 'public',
  tag,
  query: 'directionsQuerySchema',
  answer: { status: 200, schema: 'directionsResponseSchema' },
});

export const getMapConfig = defineEndpoint({
  method: 'GET',
  path: '/map/config',
  access: 'public',
  tag,
  answer: { status: 200, schema: 'mapConfigSchema' },
});

export const getMapRestaurants = defineEndpoint({
  method: 'GET',
  path: '/map/restaurants',
  access: 'public',
  tag,
  description: 'Every visible restaurant with a location, for map markers.',
  answer: { status: 200, schema: 'mapRestaurantsResponseSchema' },
});

export const getMapNetwork = defineEndpoint({
  method: 'GET',
  path: '/map/network',
  access: 'public',
  tag,
  description: 'The drawable street network as a GeoJSON FeatureCollection (gzip when accepted).',
  answer: { status: 200, schema: null, mediaType: 'application/geo+json' },
});
