import { z } from 'zod';
import { latitudeQuery, longitudeQuery, restaurantCardSchema } from './restaurants';

/** GET /favourites: with the customer's point the cards carry their delivery terms, as in the list. */
export const favouritesQuerySchema = z
  .strictObject({ latitude: latitudeQuery.optional(), longitude: longitudeQuery.optional() })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), { path: ['latitude'], error: 'fieldRequired' });
export type FavouritesQuery = z.output<typeof favouritesQuerySchema>;

/** The customer's favourite restaurants, the latest marked first; hidden or removed ones are left out. */
export const favouritesSchema = z.object({ results: z.array(restaurantCardSchema) });
export type Favourites = z.infer<typeof favouritesSchema>;
