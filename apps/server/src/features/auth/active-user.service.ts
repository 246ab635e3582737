import type { ActiveUser } from '@forkly/contracts';
import { runsARestaurant } from '../../access/access';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { presentActiveUser } from './auth.presenter';
import { findRestaurantIdOfAccount, findUserById } from './auth.repo';

/** The caller's account as GET /active-user presents it, read from the database and kept in the cache. */
export async function activeUser(deps: AppDeps, { caller }: { caller: AccessClaims }): Promise<ActiveUser> {
  const { userId } = caller;
  const cache = deps.activeUsers;
  const generation = cache.generation(userId);
  const user = await findUserById(deps.db, userId);
  if (!user?.enabled) throw new AppError('unauthenticated');
  const presented = presentActiveUser(user, runsARestaurant(user) ? await findRestaurantIdOfAccount(deps.db, user.id) : undefined);
  cache.set(userId, presented, generation);
  return presented;
}
