import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courierProfiles, orders, restaurants } from '../../db/schema/index';

/** The orders on their way with these couriers, and where each courier is now. */
export function findDeliveriesOfCouriers(db: Database, courierIds: number[]) {
  return db
    .select({ orderId: orders.id, customerId: orders.userId, latitude: courierProfiles.latitude, longitude: courierProfiles.longitude })
    .from(orders)
    .innerJoin(courierProfiles, eq(courierProfiles.userId, orders.courierId))
    .where(
      and(
        inArray(orders.courierId, courierIds),
        eq(orders.status, 'READY_FOR_DELIVERY'),
        isNotNull(courierProfiles.latitude),
        isNotNull(courierProfiles.longitude),
      ),
    );
}

/** What the order's map needs: the delivery address, the restaurant and the courier's position. */
export async function findOrderTracking(db: Database, orderId: number) {
  const [row] = await db
    .select({
      orderId: orders.id,
      customerId: orders.userId,
      status: orders.status,
      destinationLatitude: orders.latitude,
      destinationLongitude: orders.longitude,
      restaurantLatitude: restaurants.latitude,
      restaurantLongitude: restaurants.longitude,
      courierLatitude: courierProfiles.latitude,
      courierLongitude: courierProfiles.longitude,
      courierPositionAt: courierProfiles.positionUpdatedAt,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(courierProfiles, eq(courierProfiles.userId, orders.courierId))
    .where(eq(orders.id, orderId));
  return row;
}

export type OrderTrackingRow = NonNullable<Awaited<ReturnType<typeof findOrderTracking>>>;
