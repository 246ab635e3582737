import type { Paged, StaffInvitation, StaffMember, StaffProfile, pagedStaffQuerySchema, staffInviteRequestSchema } from '@forkly/contracts';
import type { z } from 'zod';
import { assertMayReadStaff } from '../../access/user-administration';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { pagedResult, pageWindow } from '../../lib/paging';
import type { Locale } from '../../lib/preferred-locale';
import { hashToken } from '../../lib/tokens';
import type { AppDeps } from '../../plugins/deps';
import { mailInvitation, storeInvitation, type InvitationInput } from '../accounts/invitations.service';
import { recordStaffAction } from '../audit/audit.service';
import { assertIdentityFree } from '../users/identity.service';
import { presentStaffMember, presentStaffProfile } from './staff.presenter';
import { countHandledTickets, findInvitationId, findStaffAccount, pageStaff } from './staff.repo';

type PagedStaffQuery = z.output<typeof pagedStaffQuerySchema>;
type StaffInvite = z.output<typeof staffInviteRequestSchema>;

/** GET /services: the SERVICE and ADMIN accounts (ADMIN only, by the route table), newest first. */
export async function listStaff(deps: AppDeps, query: PagedStaffQuery): Promise<Paged<StaffMember>> {
  const { rows, totalCount } = await pageStaff(
    deps.db,
    { name: query.name || undefined, email: query.email || undefined, username: query.username || undefined, role: query.role, enabled: query.enabled },
    { sortBy: query.sortBy, orderBy: query.orderBy, ...pageWindow(query) },
  );
  return pagedResult(rows.map(presentStaffMember), totalCount, query.limit);
}

/** GET /service/{id}: a staff member with the counts of the tickets they handle. */
export async function getStaffProfile(deps: AppDeps, { caller: who, id }: { caller: AccessClaims; id: number }): Promise<StaffProfile> {
  assertMayReadStaff(who, id);
  const account = await findStaffAccount(deps.db, id);
  if (!account) throw new AppError('serviceNotFound');
  return presentStaffProfile(account, await countHandledTickets(deps.db, id));
}

/**
 * POST /credential: ADMIN invites a new staff member. The invitation (type `service`, carrying the
 * role) and its audit record commit together; the mail goes out after the commit. An e-mail that
 * already has an account is refused: that person logs in instead.
 */
/** The mail is in the inviting page's language: the new member has no account, so no language of their own yet. */
export async function inviteStaff(
  deps: AppDeps,
  { caller: who, invite: input, locale }: { caller: AccessClaims; invite: StaffInvite; locale: Locale },
): Promise<StaffInvitation> {
  await assertIdentityFree(deps.db, { email: input.email });
  const invitation: InvitationInput = { partnerType: 'service', email: input.email, invitedRole: input.role, note: input.note || undefined, locale };
  const stored = await deps.db.transaction(async (tx) => {
    const code = await storeInvitation(tx, invitation);
    const stored = await findInvitationId(tx, hashToken(code));
    if (!stored) throw new AppError('internalError');
    await recordStaffAction(tx, {
      actorId: who.userId,
      action: 'staff.invite',
      entity: 'invitation',
      entityId: stored.id,
      after: { email: input.email, role: input.role, note: invitation.note ?? null, expiresAt: stored.expiresAt.toISOString() },
    });
    await mailInvitation(deps, invitation, code, tx);
    return stored;
  });
  return { id: stored.id, email: input.email, role: input.role, expiresAt: stored.expiresAt.toISOString() };
}
