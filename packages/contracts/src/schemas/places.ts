import { z } from 'zod';

/** Places and routes through our API, whatever provider is behind it (DESIGN.md section 6a). */
export const latLonSchema = z.object({ latitude: z.number(), longitude: z.number() });

export const autocompleteQuerySchema = z.strictObject({
  /** Suggestions are asked for only for input longer than 3 characters (SPEC.md section 5). */
  input: z.string().trim().min(4, { error: 'tooShort' }).max(200, { error: 'tooLong' }),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
});

export const placeSuggestionSchema = z.object({ placeId: z.string(), text: z.string(), mainText: z.string(), secondaryText: z.string() });
export const autocompleteResponseSchema = z.object({ suggestions: z.array(placeSuggestionSchema) });
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const placeDetailsSchema = z.object({
  addressComponents: z.array(z.object({ types: z.array(z.string()), longText: z.string() })),
  formattedAddress: z.string(),
  location: latLonSchema,
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;

export const placeIdParamsSchema = z.object({ placeId: z.string().min(1).max(200) });

export const directionsQuerySchema = z.strictObject({
  originLatitude: z.coerce.number().min(-90).max(90),
  originLongitude: z.coerce.number().min(-180).max(180),
  destinationLatitude: z.coerce.number().min(-90).max(90),
  destinationLongitude: z.coerce.number().min(-180).max(180),
  alternatives: z.stringbool().default(true),
});

export const routeSchema = z.object({
  summary: z.string(),
  distanceMeters: z.number(),
  durationSeconds: z.number(),
  startAddress: z.string(),
  endAddress: z.string(),
  geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(z.tuple([z.number(), z.number()])) }),
});
export const directionsResponseSchema = z.object({ routes: z.array(routeSchema) });
export type RouteOption = z.infer<typeof routeSchema>;

export const mapConfigSchema = z.object({
  center: latLonSchema,
  zoom: z.number(),
  attribution: z.string(),
  demoData: z.boolean(),
  network: z.string().nullable().optional(),
  /** Draw routes on a map (false with Google: its EEA terms forbid a non-Google basemap). */
  drawRoutes: z.boolean(),
  /** A MapLibre style (MAP_STYLE_URL, e.g. self-hosted PMTiles) drawn instead of `network`. */
  styleUrl: z.string().nullable().optional(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

/** GET /map/restaurants: every visible restaurant with a location, for the map demo's markers. */
export const mapRestaurantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** "Street 5, 47051 Duisburg", for the text list beside the map. */
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const mapRestaurantsResponseSchema = z.object({ restaurants: z.array(mapRestaurantSchema) });
export type MapRestaurant = z.infer<typeof mapRestaurantSchema>;
