import type { OrderRating, Rating, ratingRequestSchema } from '@forkly/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { assertOrderCustomer, mayFollowOrder } from '../../access/order-visibility';
import { presentRating } from './ratings.presenter';
import { addCourierStars, addRestaurantStars, findOrderForRating, findRating, insertRating } from './ratings.repo';

type RatingInput = z.output<typeof ratingRequestSchema>;

/**
 * POST /order/{id}/rating: the customer rates a delivered order once. The rating and both running
 * averages change in one transaction, or none of them does.
 */
export async function rateOrder(deps: AppDeps, options: { caller: AccessClaims; orderId: number; rating: RatingInput }): Promise<Rating> {
  const { caller: who, orderId, rating: input } = options;
  return deps.db.transaction(async (tx) => {
    const order = await findOrderForRating(tx, orderId);
    // Only the customer who ordered rates; to anyone else the order does not exist.
    if (!order) throw new AppError('orderNotFound');
    assertOrderCustomer(who, order.userId);
    if (order.status !== 'DELIVERED') throw new AppError('orderNotDelivered');
    // Without a courier there is no one to give courier stars to.
    const courierStars = order.courierId !== null ? (input.courierStars ?? null) : null;
    const row = await insertRating(tx, {
      orderId,
      userId: who.userId,
      restaurantId: order.restaurantId,
      courierId: order.courierId,
      restaurantStars: input.restaurantStars,
      courierStars,
      comment: input.comment,
    });
    if (!row) throw new AppError('orderAlreadyRated');
    await addRestaurantStars(tx, order.restaurantId, input.restaurantStars);
    if (courierStars !== null && order.courierId !== null) await addCourierStars(tx, order.courierId, courierStars);
    return presentRating(row);
  });
}

/** GET /order/{id}/rating: its customer and staff see it; null until rated. */
export async function getOrderRating(deps: AppDeps, { caller: who, orderId }: { caller: AccessClaims; orderId: number }): Promise<OrderRating> {
  const order = await findOrderForRating(deps.db, orderId);
  if (!order || !mayFollowOrder(who, order.userId)) throw new AppError('orderNotFound');
  const row = await findRating(deps.db, orderId);
  return { rating: row ? presentRating(row) : null };
}
