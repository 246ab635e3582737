import type { AuditAction, PagedUsers, User, pagedUsersQuerySchema } from '@forkly/contracts';
import type { z } from 'zod';
import { assertMayAdminister } from '../../access/user-administration';
import type { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { pagedResult, pageWindow } from '../../lib/paging';
import type { AppDeps } from '../../plugins/deps';
import { recordStaffAction } from '../audit/audit.service';
import { endSessionsOf } from '../auth/sessions.service';
import { presentUserListItem } from './user-admin.presenter';
import { deleteTwoFactorChallenges, lockAccount, pageCustomers, updateAccount } from './user-admin.repo';
import { presentUser } from './users.presenter';

type PagedUsersQuery = z.output<typeof pagedUsersQuerySchema>;
type UserRow = typeof users.$inferSelect;

/** GET /paged-users: the customers, for staff (default newest first). */
export async function listUsers(deps: AppDeps, query: PagedUsersQuery): Promise<PagedUsers> {
  const { page, limit, sortBy, orderBy, ...filter } = query;
  const { rows, totalCount } = await pageCustomers(
    deps.db,
    {
      ...filter,
      firstName: filter.firstName || undefined,
      lastName: filter.lastName || undefined,
      email: filter.email || undefined,
      username: filter.username || undefined,
    },
    { sortBy, orderBy, ...pageWindow({ page, limit }) },
  );
  return pagedResult(rows.map(presentUserListItem), totalCount, limit);
}

interface AccountChange {
  action: AuditAction;
  /** The new column values, or nothing when the account is already in the wanted state. */
  changes: (user: UserRow) => Partial<UserRow> | undefined;
  /** End every session of the account (and any 2FA login prompt still open). */
  endSessions: boolean;
  /** The audited fields of the account, before and after. */
  audited: (user: UserRow) => Record<string, unknown>;
}

/**
 * One administration change under the account's row lock: the rules of
 * access/user-administration.ts, the change, the sessions ended and the audit record all commit
 * together. Revoked sessions are refused on this instance at once and on the others through
 * LISTEN/NOTIFY; the active-user cache drops the account the same way.
 */
async function changeAccount(deps: AppDeps, who: AccessClaims, id: number, change: AccountChange): Promise<User> {
  const { user, revoked } = await deps.db.transaction(async (tx) => {
    const current = await lockAccount(tx, id);
    if (!current || current.removedAt) throw new AppError('userNotFound');
    assertMayAdminister(who, current);
    const changes = change.changes(current);
    if (!changes) return { user: current, revoked: [] };
    const updated = await updateAccount(tx, id, changes);
    let ended: string[] = [];
    if (change.endSessions) {
      await deleteTwoFactorChallenges(tx, id);
      ended = await endSessionsOf(tx, id);
    }
    await recordStaffAction(tx, {
      actorId: who.userId,
      action: change.action,
      entity: 'user',
      entityId: id,
      before: change.audited(current),
      after: change.audited(updated),
    });
    return { user: updated, revoked: ended };
  });
  for (const sessionId of revoked) deps.revocations.add(sessionId);
  deps.activeUsers.forget(id);
  return presentUser(user);
}

const enabledField = (user: UserRow) => ({ enabled: user.enabled });

/** POST /user/{id}/enable and /disable; asking for the state the account already has changes nothing. */
export function setAccountEnabled(deps: AppDeps, { caller: who, ...input }: { caller: AccessClaims; id: number; enabled: boolean }): Promise<User> {
  return changeAccount(deps, who, input.id, {
    action: input.enabled ? 'user.enable' : 'user.disable',
    changes: (user) => (user.enabled === input.enabled ? undefined : { enabled: input.enabled }),
    endSessions: !input.enabled,
    audited: enabledField,
  });
}

/**
 * POST /user/{id}/reset-2fa: for someone who lost their authenticator. Turns two-factor login off
 * and forgets the secret (a pending setup too); the person logs in again with the password alone.
 */
export function resetTwoFactor(deps: AppDeps, { caller: who, id }: { caller: AccessClaims; id: number }): Promise<User> {
  return changeAccount(deps, who, id, {
    action: 'user.reset2fa',
    changes: (user) => {
      if (!user.twoFactorEnabled && !user.twoFactorSecret) throw new AppError('twoFactorNotEnabled');
      return { twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null };
    },
    endSessions: true,
    audited: (user) => ({ twoFactorEnabled: user.twoFactorEnabled, twoFactorPending: !user.twoFactorEnabled && !!user.twoFactorSecret }),
  });
}
