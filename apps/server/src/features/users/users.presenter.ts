import type { courierProfileSchema, restaurantProfileSchema, User } from '@forkly/contracts';
import type { z } from 'zod';
import type { courierProfiles, restaurants, users } from '../../db/schema/index';
import { presentOptionalAddress } from '../../lib/address-presenter';

type UserRow = typeof users.$inferSelect;
type CourierRow = typeof courierProfiles.$inferSelect;
type RestaurantRow = typeof restaurants.$inferSelect;

/** An account as GET /user/{id} shows it: never its hashes, TOTP secret or verification state. */
export function presentUser(user: UserRow): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    contact: user.contact,
    address: presentOptionalAddress(user),
    enabled: user.enabled,
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: user.createdAt.toISOString(),
  };
}

/** A courier without a profile row yet is offline and unavailable. */
export function presentCourier(user: UserRow, profile: CourierRow | undefined): z.infer<typeof courierProfileSchema> {
  return {
    ...presentUser(user),
    averageRating: profile?.averageRating ?? null,
    status: profile?.status ?? 'OFFLINE',
    availability: profile?.availability ?? false,
  };
}

/**
 * A restaurant's profile. The login name and 2FA flag of its account are shown only to the
 * restaurant itself and to staff (pass `account` for them), never to the public.
 */
export function presentRestaurant(
  restaurant: RestaurantRow,
  account?: { username: string; twoFactorEnabled: boolean },
): z.infer<typeof restaurantProfileSchema> {
  return {
    id: restaurant.id,
    name: restaurant.name,
    email: restaurant.email,
    rating: restaurant.rating,
    visible: restaurant.visible,
    parentRestaurantId: restaurant.parentRestaurantId,
    latitude: restaurant.latitude,
    longitude: restaurant.longitude,
    bio: restaurant.bio,
    address: presentOptionalAddress(restaurant),
    contact: restaurant.contact,
    ...(account ? { username: account.username, twoFactorEnabled: account.twoFactorEnabled, contact1: restaurant.contact1 } : {}),
  };
}
