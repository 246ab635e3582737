import { defineEndpoint } from '../endpoint';
import { STAFF } from '../roles';

/** A customer's rating of a delivered order: the restaurant, the courier, a comment. */
export const rateOrder = defineEndpoint({
  method: 'POST',
  path: '/order/:id/rating',
  access: ['USER'],
  tag: 'ratings',
  params: 'idParamsSchema',
  body: 'ratingRequestSchema',
  answer: { status: 201, schema: 'ratingSchema' },
});

/** The order's rating, null until it is rated; staff read it too. */
export const getOrderRating = defineEndpoint({
  method: 'GET',
  path: '/order/:id/rating',
  access: ['USER', ...STAFF],
  tag: 'ratings',
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'orderRatingSchema' },
});
