import { PROFILE_FIELDS_BY_ROLE, VALIDATION_MESSAGES, type Role, type updateUserRequestSchema } from '@forkly/contracts';
import type { z } from 'zod';
import { runsARestaurant } from '../../access/access';
import { mayManageRestaurant } from '../../access/restaurant-scope';
import { assertSelfOrStaff } from '../../access/user-administration';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { randomToken } from '../../lib/tokens';
import type { AppDeps } from '../../plugins/deps';
import { findCatalogueRestaurant } from '../restaurants/restaurants.service';
import { locatedAddressValues } from '../places/index';
import { assertIdentityFree } from './identity.service';
import { sendVerificationMail, storeVerificationCode } from './sign-up.service';
import { updateOwnRestaurant } from './restaurant-profile.service';
import { findRestaurantWithAccount, findUserById, updateUser, type UserChanges } from './users.repo';
import { presentRestaurant, presentUser } from './users.presenter';

/**
 * The account behind a profile path, which must have the path's role (else it is not found). A
 * removed account is not found either: only its anonymised shell is left (decision 011).
 */
async function findAccount(deps: AppDeps, id: number, role: Role) {
  const user = await findUserById(deps.db, id);
  if (!user || user.role !== role || user.removedAt) throw new AppError('userNotFound');
  return user;
}

/** GET /user/{id}, /administration/{id}: the route table has already checked roles. */
export async function getPersonProfile(deps: AppDeps, { caller: who, id, role }: { caller: AccessClaims; id: number; role: Role }) {
  assertSelfOrStaff(who, id);
  return presentUser(await findAccount(deps, id, role));
}

/**
 * GET /restaurant/{id}: anyone sees a visible restaurant; a hidden one only its own account (or
 * its parent restaurant's) and staff. To everyone else a hidden restaurant does not exist.
 */
export async function getRestaurantProfile(deps: AppDeps, { caller: who, id }: { caller: AccessClaims | null; id: number }) {
  // The public profile comes from the restaurants feature's catalogue cache (no query per visit).
  const restaurant = await findCatalogueRestaurant(deps, id);
  if (!restaurant) throw new AppError('restaurantNotFound');
  const insider = !!who && mayManageRestaurant(who, restaurant);
  if (!insider) {
    if (!restaurant.visible) throw new AppError('restaurantNotFound');
    return presentRestaurant(restaurant);
  }
  const withAccount = await findRestaurantWithAccount(deps.db, id);
  if (!withAccount) throw new AppError('restaurantNotFound');
  return presentRestaurant(withAccount, withAccount.account);
}

type UpdateUser = z.output<typeof updateUserRequestSchema>;

/**
 * Refuses, with every offending field named, what the caller's role may not change (issue 10):
 * staff and couriers have no address, a restaurant account no personal names, a person no bio.
 */
function assertEditableByRole(role: Role, input: UpdateUser) {
  const allowed: readonly string[] = PROFILE_FIELDS_BY_ROLE[role];
  const refused = Object.keys(input).filter((field) => input[field as keyof UpdateUser] !== undefined && !allowed.includes(field));
  if (refused.length) throw new AppError('validationFailed', { fields: Object.fromEntries(refused.map((field) => [field, VALIDATION_MESSAGES.unknownField])) });
}

/**
 * PUT /user: the caller edits their own profile, within the fields of its role. A restaurant
 * account edits its restaurant. A new e-mail must be free, is unverified until its owner opens
 * the link mailed to it.
 */
export async function updateOwnProfile(deps: AppDeps, { caller: who, profile: input }: { caller: AccessClaims; profile: UpdateUser }) {
  assertEditableByRole(who.role, input);
  if (runsARestaurant(who)) return updateOwnRestaurant(deps, { caller: who, profile: input });
  const current = await findUserById(deps.db, who.userId);
  if (!current) throw new AppError('userNotFound');
  const emailChanged = input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase();
  if (emailChanged) await assertIdentityFree(deps.db, { email: input.email, exceptUserId: current.id });
  const changes: UserChanges = {
    ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
    ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
    ...(input.contact !== undefined ? { contact: input.contact } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(emailChanged ? { emailVerified: false } : {}),
    ...(input.address ? await locatedAddressValues(deps, input.address) : {}),
  };
  if (!Object.keys(changes).length) return presentUser(current);
  const code = randomToken();
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateUser(tx, current.id, changes);
    if (row && emailChanged) {
      await storeVerificationCode(tx, row, code);
      await sendVerificationMail(deps, row, code, tx);
    }
    return row;
  });
  if (!updated) throw new AppError('userNotFound');
  return presentUser(updated);
}
