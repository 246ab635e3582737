import type { PartnerDecidedState } from '@forkly/contracts';
import { assertFourEyes, assertMayAdministerPartners } from '../../access/partner-administration';
import type { Tx } from '../../db/client';
import type { PartnerRequest } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { mailInvitation } from '../accounts/invitations.service';
import { recordStaffAction } from '../audit/audit.service';
import { invitationFor, inviteInTransaction } from './partner-invitation.service';
import { refusalMail } from './partner-mails';
import { findPartnerRequest, lockPartnerRequest, writeDecided, writeReview, writeSignOff } from './partner-review.repo';
import { queueMail } from '../jobs/index';

export interface StatementInput {
  caller: AccessClaims;
  id: number;
  /** Already trimmed, 1-2000 characters (the contract's schema). */
  statement: string;
}

/** What an audit entry keeps of a request's statements: the texts and who wrote them. */
function statements(row: PartnerRequest) {
  return { reviewStatement: row.reviewStatement, reviewedBy: row.reviewedBy, signoffStatement: row.signoffStatement, signedBy: row.signedBy };
}

/** The request, locked, while it is still PENDING; otherwise the refusal. */
async function lockPending(tx: Tx, id: number): Promise<PartnerRequest> {
  const row = await lockPartnerRequest(tx, id);
  if (!row) throw new AppError('partnerRequestNotFound');
  if (row.status !== 'PENDING') throw new AppError('partnerRequestDecided');
  return row;
}

/**
 * PUT /partner/{id}/review: the first staff opinion. It may be rewritten while the request is
 * PENDING; a rewrite clears the sign-off, which agreed with the old text (decision 010).
 */
export async function reviewPartnerRequest(deps: AppDeps, { caller, id, statement }: StatementInput): Promise<void> {
  assertMayAdministerPartners(caller);
  await deps.db.transaction(async (tx) => {
    const before = await lockPending(tx, id);
    const after = await writeReview(tx, id, { statement, by: caller.userId, at: new Date() });
    if (!after) throw new AppError('partnerRequestDecided');
    await recordStaffAction(tx, {
      actorId: caller.userId,
      action: 'partner.review',
      entity: 'partnerRequest',
      entityId: id,
      before: statements(before),
      after: statements(after),
    });
  });
}

/** PUT /partner/{id}/sign-off: a second staff member agrees with the review (four eyes). */
export async function signOffPartnerRequest(deps: AppDeps, { caller, id, statement }: StatementInput): Promise<void> {
  assertMayAdministerPartners(caller);
  await deps.db.transaction(async (tx) => {
    const before = await lockPending(tx, id);
    if (!before.reviewStatement) throw new AppError('reviewStatementRequired');
    assertFourEyes(before, caller.userId);
    const after = await writeSignOff(tx, id, { statement, by: caller.userId, at: new Date() });
    if (!after) throw new AppError('partnerRequestDecided');
    await recordStaffAction(tx, {
      actorId: caller.userId,
      action: 'partner.signOff',
      entity: 'partnerRequest',
      entityId: id,
      before: statements(before),
      after: statements(after),
    });
  });
}

/** Why a decision did not take: the first rule the request, as it is now, breaks. */
function refusalFor(current: PartnerRequest | undefined): AppError {
  if (!current) return new AppError('partnerRequestNotFound');
  if (current.status !== 'PENDING') return new AppError('partnerRequestDecided');
  if (!current.reviewStatement) return new AppError('reviewStatementRequired');
  if (!current.signoffStatement) return new AppError('signOffStatementRequired');
  return new AppError('partnerRequestDecided');
}

export interface DecideInput {
  caller: AccessClaims;
  id: number;
  state: PartnerDecidedState;
}

/**
 * PUT /partner/{id}/change-state: APPROVED stores a single-use invitation in the same transaction
 * and queues its link there, sent after the commit; REJECTED queues a polite refusal. The conditional UPDATE
 * lets exactly one of two simultaneous decisions through: one approval, one invitation, one mail.
 */
export async function decidePartnerRequest(deps: AppDeps, { caller, id, state }: DecideInput): Promise<void> {
  assertMayAdministerPartners(caller);
  await deps.db.transaction(async (tx) => {
    const row = await writeDecided(tx, id, { state, by: caller.userId, at: new Date() });
    if (!row) throw refusalFor(await findPartnerRequest(tx, id));
    const action = state === 'APPROVED' ? 'partner.approve' : 'partner.reject';
    await recordStaffAction(tx, {
      actorId: caller.userId,
      action,
      entity: 'partnerRequest',
      entityId: id,
      before: { status: 'PENDING' },
      after: { status: state, decidedBy: caller.userId },
    });
    // The outcome's mail is queued with the decision: it leaves once the decision commits (decision 019).
    if (state === 'REJECTED') await queueMail(tx, refusalMail(row));
    else await mailInvitation(deps, invitationFor(row), await inviteInTransaction(tx, { caller, row, previouslyInvitedAt: null }), tx);
  });
}
