import type { ActiveUser } from '@forkly/contracts';
import type { users } from '../../db/schema/index';
import { presentOptionalAddress } from '../../lib/address-presenter';

type UserRow = typeof users.$inferSelect;

export function presentActiveUser(user: UserRow, restaurantId?: number): ActiveUser {
  return {
    currentUserRole: user.role,
    currentUserId: user.id,
    username: user.username,
    twoFactorEnabled: user.twoFactorEnabled,
    ...(restaurantId ? { restaurantId } : {}),
    ...(user.role === 'USER' ? { credentials: { address: presentOptionalAddress(user) } } : {}),
  };
}
