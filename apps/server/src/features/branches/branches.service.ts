import {
  DEFAULT_PAGE_SIZE,
  ERROR_CATALOGUE,
  type AddBranchRequest,
  type Branch,
  type BranchPage,
  type branchListQuerySchema,
  type addBranchSchema,
} from '@forkly/contracts';
import type { z } from 'zod';
import { findRestaurantWithParent, isOwnRestaurantOrStaff, ownRestaurant } from '../../access/restaurant-scope';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { pageWindow, pagedResult } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import type { AppDeps } from '../../plugins/deps';
import { assertAcceptableNewPassword } from '../passwords/password-rules.service';
import { assertIdentityFree } from '../users/identity.service';
import { copyCatalogue } from './branch-catalogue.repo';
import { locateBranch } from './branch-location';
import { findBranch, insertBranchAccount, insertBranchRestaurant, pageBranches } from './branches.repo';
import { presentBranch } from './branches.presenter';

type ListQuery = z.output<typeof branchListQuerySchema>;
type AddInput = z.output<typeof addBranchSchema>;

/**
 * GET /restaurant/{id}/branches: staff see any restaurant's branches, a restaurant admin only its
 * own restaurant's (403 for another's).
 */
export async function listBranches(
  deps: AppDeps,
  { caller: who, id: restaurantId, query }: { caller: AccessClaims; id: number; query: ListQuery },
): Promise<BranchPage> {
  const restaurant = await findRestaurantWithParent(deps.db, restaurantId);
  if (!restaurant || restaurant.removedAt) throw new AppError('restaurantNotFound');
  if (!isOwnRestaurantOrStaff(who, restaurant)) throw new AppError('forbidden');
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const { rows, totalCount } = await pageBranches(deps.db, restaurantId, {
    name: query.name,
    sortBy: query.sortBy ?? 'NAME',
    orderBy: query.orderBy ?? 'ASC',
    ...pageWindow({ page: query.page ?? 1, limit }),
  });
  const now = new Date();
  return pagedResult(
    rows.map((r) => presentBranch(r.restaurant, r.username, now)),
    totalCount,
    limit,
  );
}

/** A taken username or e-mail, placed on the form's field. */
async function assertLoginFree(deps: AppDeps, input: Pick<AddBranchRequest, 'username' | 'email'>) {
  try {
    await assertIdentityFree(deps.db, { username: input.username, email: input.email });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const field = error.errorCode === 'usernameExists' ? 'username' : error.errorCode === 'emailAlreadyExists' ? 'email' : undefined;
    throw field ? new AppError(error.errorCode, { fields: { [field]: ERROR_CATALOGUE[error.errorCode].message } }) : error;
  }
}

/**
 * POST /restaurant/add-branch (DESIGN.md section 6): a RESTAURANT_BRANCH account and its
 * restaurant under the caller's restaurant, starting with the parent's hours, delivery terms and a
 * copy of its categories, menus and extras, all in one transaction. The branch then logs in itself.
 */
export async function addBranch(deps: AppDeps, { caller: who, branch: input }: { caller: AccessClaims; branch: AddInput }): Promise<Branch> {
  const parent = await ownRestaurant(deps.db, who);
  // A branch cannot have branches of its own.
  if (!parent || parent.parentRestaurantId !== null) throw new AppError('forbidden');
  assertAcceptableNewPassword({ password: input.password, passwordField: 'password', repeated: input.repeatPassword, repeatedField: 'repeatPassword' });
  await assertLoginFree(deps, input);
  const address = await locateBranch(deps, input.address);
  // argon2 is slow: hash before the transaction (DESIGN.md section 6b).
  const passwordHash = await hashPassword(input.password);
  const branchId = await deps.db.transaction(async (tx) => {
    const account = await insertBranchAccount(tx, {
      role: 'RESTAURANT_BRANCH',
      username: input.username,
      email: input.email,
      passwordHash,
      contact: input.contact,
      ...address,
    });
    const branch = await insertBranchRestaurant(tx, {
      userId: account.id,
      parentRestaurantId: parent.id,
      name: input.name,
      email: input.email,
      bio: input.bio || parent.bio,
      contact: input.contact,
      ...address,
      imageId: parent.imageId,
      openingHours: parent.openingHours,
      timeZone: parent.timeZone,
      preparationMinutes: parent.preparationMinutes,
      deliveryRadiusMeters: parent.deliveryRadiusMeters,
      minimumOrderCents: parent.minimumOrderCents,
      maximumOrderCents: parent.maximumOrderCents,
      deliveryFeeBaseCents: parent.deliveryFeeBaseCents,
      deliveryFeePerKmCents: parent.deliveryFeePerKmCents,
      freeDeliveryDistanceMeters: parent.freeDeliveryDistanceMeters,
    });
    await copyCatalogue(tx, parent.id, branch.id);
    return branch.id;
  });
  const created = await findBranch(deps.db, branchId);
  return presentBranch(created!.restaurant, created!.username);
}
