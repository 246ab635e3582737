import type { ActiveUser } from '@forkly/contracts';
import type { users } from '../../db/schema/index';

type UserRow = typeof users.$inferSelect;

/** Address columns → the API's address object; null when no street is stored. */
export function presentAddress(row: {
  street: string | null;
  houseNumber: string | null;
  apartmentNr: string;
  zip: string | null;
  city: string | null;
  floor: number;
  latitude: number | null;
  longitude: number | null;
}) {
  if (!row.street) return null;
  return {
    street: row.street,
    houseNumber: row.houseNumber ?? '',
    apartmentNr: row.apartmentNr,
    zip: row.zip ?? '',
    city: row.city ?? '',
    floor: row.floor,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export function presentActiveUser(user: UserRow, restaurantId?: number): ActiveUser {
  return {
    currentUserRole: user.role,
    currentUserId: user.id,
    username: user.username,
    twoFactorEnabled: user.twoFactorEnabled,
    ...(restaurantId ? { restaurantId } : {}),
    ...(user.role === 'USER' ? { credentials: { address: presentAddress(user) } } : {}),
  };
}
