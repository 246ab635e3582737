import { centsToEuro, type RestaurantSettings } from '@forkly/contracts';
import type { Restaurant } from '../../db/schema/index';
import { restaurantOpeningState } from '../../lib/opening-hours';

/** A restaurant's own settings in the API's units (euro, metres), with its state right now. */
export function presentSettings(row: Restaurant, now = new Date()): RestaurantSettings {
  const state = restaurantOpeningState(row, now);
  return {
    restaurantId: row.id,
    name: row.name,
    parentRestaurantId: row.parentRestaurantId,
    timeZone: row.timeZone,
    openingHours: row.openingHours,
    paused: row.paused,
    pausedReason: row.paused ? row.pausedReason : null,
    preparationMinutes: row.preparationMinutes,
    deliveryRadiusMeters: row.deliveryRadiusMeters,
    minimumOrder: centsToEuro(row.minimumOrderCents),
    maximumOrder: centsToEuro(row.maximumOrderCents),
    deliveryFeeBase: centsToEuro(row.deliveryFeeBaseCents),
    deliveryFeePerKm: centsToEuro(row.deliveryFeePerKmCents),
    freeDeliveryDistanceMeters: row.freeDeliveryDistanceMeters,
    cuisine: row.cuisine,
    status: state.status,
    opensAt: state.opensAt?.toISOString() ?? null,
    closesAt: state.closesAt?.toISOString() ?? null,
  };
}
