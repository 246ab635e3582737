import type { Rating } from '@forkly/contracts';
import type { ratings } from '../../db/schema/index';

/** The rating as its customer and staff see it; who wrote it is the order's business. */
export function presentRating(row: typeof ratings.$inferSelect): Rating {
  return {
    orderId: row.orderId,
    restaurantStars: row.restaurantStars,
    courierStars: row.courierStars,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}
