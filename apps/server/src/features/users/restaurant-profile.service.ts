import { eq } from 'drizzle-orm';
import type { updateUserRequestSchema } from '@forkly/contracts';
import type { z } from 'zod';
import { restaurants } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { findRestaurantWithAccount } from './users.repo';
import { presentRestaurant } from './users.presenter';

type UpdateUser = z.output<typeof updateUserRequestSchema>;

/**
 * PUT /user for a restaurant or branch account (issue 10): it edits its own restaurant's name,
 * bio and contacts, the fields its sign-up gave it. The caller has already checked that nothing
 * else was sent. The catalogue cache drops the old row through the restaurants trigger.
 */
export async function updateOwnRestaurant(deps: AppDeps, { caller: who, profile: input }: { caller: AccessClaims; profile: UpdateUser }) {
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.bio !== undefined ? { bio: input.bio } : {}),
    ...(input.contact !== undefined ? { contact: input.contact } : {}),
    ...(input.contact1 !== undefined ? { contact1: input.contact1 } : {}),
  };
  const [row] = Object.keys(changes).length
    ? await deps.db.update(restaurants).set(changes).where(eq(restaurants.userId, who.userId)).returning({ id: restaurants.id })
    : await deps.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.userId, who.userId));
  const restaurant = row && (await findRestaurantWithAccount(deps.db, row.id));
  if (!restaurant) throw new AppError('restaurantNotFound');
  return presentRestaurant(restaurant, restaurant.account);
}
