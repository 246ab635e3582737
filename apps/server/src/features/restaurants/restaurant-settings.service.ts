import { euroToCents, formatMessage, VALIDATION_MESSAGES, type RestaurantSettings, type UpdateRestaurantSettings } from '@forkly/contracts';
import { findManagedRestaurant } from '../../access/restaurant-scope';
import { AppError, fieldError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { updateRestaurantSettings } from './restaurant-admin.repo';
import { presentSettings } from './restaurant-settings.presenter';

/** GET /restaurant/{id}/settings: for the restaurant's managers (access/restaurant-scope.ts). */
export async function getSettings(deps: AppDeps, { caller: who, id: restaurantId }: { caller: AccessClaims; id: number }): Promise<RestaurantSettings> {
  return presentSettings(await findManagedRestaurant(deps.db, who, restaurantId));
}

/**
 * PUT /restaurant/{id}/settings: replaces every setting at once. The customer reads cached in
 * catalogue-cache.ts are dropped by the restaurants trigger's NOTIFY as the update commits (the
 * route caches hold distances between points, not fees or hours), so the customer list, the menu
 * page and the price list read the new values on their next request.
 */
export async function updateSettings(
  deps: AppDeps,
  { caller: who, id: restaurantId, settings: input }: { caller: AccessClaims; id: number; settings: UpdateRestaurantSettings },
): Promise<RestaurantSettings> {
  await findManagedRestaurant(deps.db, who, restaurantId);
  // A maximum below the minimum would refuse every basket.
  if (input.minimumOrder > input.maximumOrder) throw fieldError('maximumOrder', formatMessage(VALIDATION_MESSAGES.tooSmall, { min: input.minimumOrder }));
  const row = await updateRestaurantSettings(deps.db, restaurantId, {
    openingHours: input.openingHours,
    paused: input.paused,
    // Running again clears the reason staff paused it with; saving while paused keeps it.
    pausedReason: input.paused ? undefined : null,
    preparationMinutes: input.preparationMinutes,
    deliveryRadiusMeters: input.deliveryRadiusMeters,
    minimumOrderCents: euroToCents(input.minimumOrder),
    maximumOrderCents: euroToCents(input.maximumOrder),
    deliveryFeeBaseCents: euroToCents(input.deliveryFeeBase),
    deliveryFeePerKmCents: euroToCents(input.deliveryFeePerKm),
    freeDeliveryDistanceMeters: input.freeDeliveryDistanceMeters,
    cuisine: input.cuisine,
  });
  // Deleted between the check and the update (its parent was removed).
  if (!row) throw new AppError('restaurantNotFound');
  return presentSettings(row);
}
