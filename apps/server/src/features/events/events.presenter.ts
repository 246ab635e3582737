import type { OrderTracking } from '@forkly/contracts';
import type { OrderTrackingRow } from './events.repo';

function point(latitude: number | null, longitude: number | null) {
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

/** The courier's position is shown only while the order is on its way (picked up, not delivered). */
export function presentOrderTracking(row: OrderTrackingRow): OrderTracking {
  const courier = row.status === 'READY_FOR_DELIVERY' ? point(row.courierLatitude, row.courierLongitude) : null;
  return {
    orderId: row.orderId,
    courier: courier && { ...courier, updatedAt: row.courierPositionAt?.toISOString() ?? null },
    restaurant: point(row.restaurantLatitude, row.restaurantLongitude),
    destination: point(row.destinationLatitude, row.destinationLongitude),
  };
}
