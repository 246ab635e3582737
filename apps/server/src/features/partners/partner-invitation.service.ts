import type { PartnerType } from '@forkly/contracts';
import { assertMayAdministerPartners } from '../../access/partner-administration';
import type { Tx } from '../../db/client';
import type { PartnerRequest } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { localeOf } from '../../lib/mail-locale';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { mailInvitation, storeInvitation, type InvitationInput } from '../accounts/invitations.service';
import { recordStaffAction } from '../audit/audit.service';
import { expireOpenInvitations, findPartnerRequest, markInvitedAgain } from './partner-review.repo';

/** The invitation an approved request gets: its type, its e-mail, and the request it completes. */
export function invitationFor(row: PartnerRequest): InvitationInput {
  return { partnerType: row.type as PartnerType, email: row.email, partnerRequestId: row.id, locale: localeOf(row) };
}

/**
 * Stores a new invitation for an approved request in the caller's transaction and records it; the
 * caller mails the code once the transaction has committed.
 */
export async function inviteInTransaction(tx: Tx, input: { caller: AccessClaims; row: PartnerRequest; previouslyInvitedAt: Date | null }): Promise<string> {
  const { caller, row } = input;
  const code = await storeInvitation(tx, invitationFor(row));
  await recordStaffAction(tx, {
    actorId: caller.userId,
    action: 'partner.invite',
    entity: 'partnerRequest',
    entityId: row.id,
    before: { invitedAt: input.previouslyInvitedAt?.toISOString() ?? null },
    after: { invitedAt: row.invitedAt?.toISOString() ?? null, email: row.email },
  });
  return code;
}

/**
 * POST /partner/{id}/resend-invitation: an approved request whose account is not completed yet gets
 * a new link; the links mailed before stop working, so only the newest one can make the account.
 */
export async function resendInvitation(deps: AppDeps, input: { caller: AccessClaims; id: number }): Promise<void> {
  const { caller, id } = input;
  assertMayAdministerPartners(caller);
  await deps.db.transaction(async (tx) => {
    const previous = await findPartnerRequest(tx, id);
    if (!previous) throw new AppError('partnerRequestNotFound');
    const now = new Date();
    // Conditional on APPROVED and holding the row's lock until the commit, so two resends queue up.
    const row = await markInvitedAgain(tx, id, now);
    if (!row) throw new AppError('partnerRequestNotApproved');
    await expireOpenInvitations(tx, id, now);
    const code = await inviteInTransaction(tx, { caller, row, previouslyInvitedAt: previous.invitedAt });
    await mailInvitation(deps, invitationFor(row), code, tx);
  });
}
