import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Locale } from '../../lib/preferred-locale';
import type { AppDeps } from '../../plugins/deps';
import { findInvitationByCode, mailInvitation, renewDirectInvitation, storeInvitation } from '../accounts/invitations.service';
import { recordStaffAction } from '../audit/audit.service';
import { invitationFor } from './partner-invitation.service';
import { expireOpenInvitations, markInvitedAgain } from './partner-review.repo';

/**
 * POST /invitation/renew (issue 22): an expired or replaced link asks for a new one. The new link
 * goes to the address the old one was sent to, and every older link stops working. A used link, a
 * request no longer approved, or an address that already has an account is refused.
 */
export async function renewInvitation(deps: AppDeps, input: { code: string; locale: Locale }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const invitation = await findInvitationByCode(tx, input.code);
    if (!invitation?.email || !invitation.partnerType) throw new AppError('verificationCodeInvalid');
    if (invitation.usedAt) throw new AppError('invitationUsed');
    if (invitation.partnerRequestId !== null) await renewForRequest(deps, tx, invitation.partnerRequestId);
    else await renewDirectInvitation(deps, tx, { ...invitation, email: invitation.email, partnerType: invitation.partnerType }, input.locale);
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
