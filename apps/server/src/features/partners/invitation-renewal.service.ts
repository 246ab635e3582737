import type { PartnerType, StaffRole } from '@forkly/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Locale } from '../../lib/preferred-locale';
import { hashToken } from '../../lib/tokens';
import type { AppDeps } from '../../plugins/deps';
import { accountWithEmailExists, expireOpenDirectInvitations, findInvitationByHash } from '../accounts/accounts.repo';
import { mailInvitation, storeInvitation } from '../accounts/invitations.service';
import { recordStaffAction } from '../audit/audit.service';
import { invitationFor } from './partner-invitation.service';
import { expireOpenInvitations, markInvitedAgain } from './partner-review.repo';

type Invitation = NonNullable<Awaited<ReturnType<typeof findInvitationByHash>>>;

/**
 * POST /invitation/renew (issue 22): an expired or replaced link asks for a new one. The new link
 * goes to the address the old one was sent to, and every older link stops working. A used link, a
 * request no longer approved, or an address that already has an account is refused.
 */
export async function renewInvitation(deps: AppDeps, input: { code: string; locale: Locale }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const invitation = await findInvitationByHash(tx, hashToken(input.code));
    if (!invitation?.email || !invitation.partnerType) throw new AppError('verificationCodeInvalid');
    if (invitation.usedAt) throw new AppError('invitationUsed');
    if (invitation.partnerRequestId !== null) await renewForRequest(deps, tx, invitation.partnerRequestId);
    else await renewDirect(deps, tx, { ...invitation, email: invitation.email, partnerType: invitation.partnerType }, input.locale);
  });
}

/** An approved partner request's link: sent again as staff's "Send invitation again" would, recorded as the system's. */
async function renewForRequest(deps: AppDeps, tx: Tx, partnerRequestId: number) {
  const now = new Date();
  // Conditional on APPROVED (not completed, not rejected since), holding the row's lock until the commit.
  const row = await markInvitedAgain(tx, partnerRequestId, now);
  if (!row) throw new AppError('invitationNotRenewable');
  await expireOpenInvitations(tx, partnerRequestId, now);
  const renewed = invitationFor(row);
  const code = await storeInvitation(tx, renewed);
  await recordStaffAction(tx, {
    actorId: null,
    action: 'partner.invite',
    entity: 'partnerRequest',
    entityId: row.id,
    after: { invitedAt: now.toISOString(), email: row.email, by: 'invitee' },
  });
  await mailInvitation(deps, renewed, code, tx);
}

/** A direct invitation (the invite form, POST /credential): the same type and role, to the same address. */
async function renewDirect(deps: AppDeps, tx: Tx, invitation: Invitation & { email: string; partnerType: string }, locale: Locale) {
  if (await accountWithEmailExists(tx, invitation.email)) throw new AppError('invitationNotRenewable');
  await expireOpenDirectInvitations(tx, invitation.email, new Date());
  const renewed = {
    partnerType: invitation.partnerType as PartnerType,
    email: invitation.email,
    ...(invitation.invitedRole === 'SERVICE' || invitation.invitedRole === 'ADMIN' ? { invitedRole: invitation.invitedRole as StaffRole } : {}),
    locale,
  };
  const code = await storeInvitation(tx, renewed);
  await mailInvitation(deps, renewed, code, tx);
}
