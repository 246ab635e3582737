import { z } from 'zod';
import { MAX_RESTAURANTS_PER_REMOVAL } from '../restaurant-removal';
import { restaurantListItemSchema } from './restaurants';

/** PUT /restaurant/{id}/visibility (ADMIN, SERVICE): show or hide a restaurant to customers. */
export const restaurantVisibilityRequestSchema = z.strictObject({
  visible: z.boolean({ error: 'invalidValue' }),
});
export type RestaurantVisibilityRequest = z.infer<typeof restaurantVisibilityRequestSchema>;
/** The restaurant as the staff list shows it, after the change. */
export const restaurantVisibilityResponseSchema = restaurantListItemSchema;

/** DELETE /credential/restaurant/remove/{id} (ADMIN, SERVICE) takes no body. */
export const removeRestaurantBodySchema = z.strictObject({}).nullish();

/**
 * POST /restaurant/job/remove-restaurants: the ids to remove, each once. Every id is checked before
 * anything changes: all are removed, or none (issue 8).
 */
export const removeRestaurantsRequestSchema = z.strictObject({
  ids: z
    .array(z.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2147483647, { error: 'invalidValue' }), {
      error: 'invalidValue',
    })
    .min(1, { error: 'fieldRequired' })
    .max(MAX_RESTAURANTS_PER_REMOVAL, { error: 'tooLong' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'invalidValue' }),
});
export type RemoveRestaurantsRequest = z.infer<typeof removeRestaurantsRequestSchema>;

/**
 * What a removal did: the restaurants removed (the ones asked for and their branches), and the open
 * orders it cancelled. Refunds of paid ones follow through the payment provider (decision 013).
 */
export const restaurantRemovalSchema = z.object({
  removedRestaurantIds: z.array(z.number().int()),
  cancelledOrderIds: z.array(z.number().int()),
});
export type RestaurantRemoval = z.infer<typeof restaurantRemovalSchema>;
