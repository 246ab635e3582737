import { z } from 'zod';
import { MAX_STARS, MIN_STARS, RATING_COMMENT_MAX } from '../ratings';

const stars = z
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .min(MIN_STARS, { error: 'invalidValue' })
  .max(MAX_STARS, { error: 'invalidValue' });

/** POST /order/{id}/rating: the customer rates a delivered order once. */
export const ratingRequestSchema = z.strictObject({
  restaurantStars: stars,
  /** Left out when the customer rates only the restaurant. */
  courierStars: stars.optional(),
  comment: z.string().trim().max(RATING_COMMENT_MAX, { error: 'tooLong' }).default(''),
});
export type RatingRequest = z.input<typeof ratingRequestSchema>;

export const ratingSchema = z.object({
  orderId: z.number().int(),
  restaurantStars: z.number().int(),
  courierStars: z.number().int().nullable(),
  comment: z.string(),
  createdAt: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** GET /order/{id}/rating: null until the order is rated. */
export const orderRatingSchema = z.object({ rating: ratingSchema.nullable() });
export type OrderRating = z.infer<typeof orderRatingSchema>;
