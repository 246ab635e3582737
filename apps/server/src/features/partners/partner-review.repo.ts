import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { PartnerDecidedState } from '@forkly/contracts';
import type { Database, Tx } from '../../db/client';
import { isCheckViolation } from '../../db/database-errors';
import { oneTimeCodes, partnerRequests } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

type Db = Database | Tx;

/** A request's row, locked until the transaction ends, so its rules are checked on what is written. */
export async function lockPartnerRequest(tx: Tx, id: number) {
  const [row] = await tx.select().from(partnerRequests).where(eq(partnerRequests.id, id)).for('update');
  return row;
}

export async function findPartnerRequest(db: Db, id: number) {
  return db.query.partnerRequests.findFirst({ where: eq(partnerRequests.id, id) });
}

const pending = (id: number) => and(eq(partnerRequests.id, id), eq(partnerRequests.status, 'PENDING'));

/**
 * Writes the review of a PENDING request. A new review clears an earlier sign-off: that sign-off
 * agreed with a text that is no longer there (docs/decisions/010-partner-review.md).
 */
export async function writeReview(tx: Tx, id: number, review: { statement: string; by: number; at: Date }) {
  const [row] = await tx
    .update(partnerRequests)
    .set({
      reviewStatement: review.statement,
      reviewedBy: review.by,
      reviewedAt: review.at,
      signoffStatement: null,
      signedBy: null,
      signedAt: null,
      updatedAt: review.at,
    })
    .where(pending(id))
    .returning();
  return row;
}

/**
 * Writes the sign-off of a reviewed, PENDING request. The database's four-eyes check is the last
 * word when a review and a sign-off by one person race: its violation becomes signOffBySameReviewer.
 */
export async function writeSignOff(tx: Tx, id: number, signOff: { statement: string; by: number; at: Date }) {
  try {
    const [row] = await tx
      .update(partnerRequests)
      .set({ signoffStatement: signOff.statement, signedBy: signOff.by, signedAt: signOff.at, updatedAt: signOff.at })
      .where(and(pending(id), isNotNull(partnerRequests.reviewStatement)))
      .returning();
    return row;
  } catch (error) {
    if (isCheckViolation(error, 'partner_requests_four_eyes')) throw new AppError('signOffBySameReviewer');
    throw error;
  }
}

/**
 * APPROVED or REJECTED, only from PENDING with both statements: the condition is part of the
 * UPDATE, so of two staff deciding at once exactly one gets the row back.
 */
export async function writeDecided(tx: Tx, id: number, decided: { state: PartnerDecidedState; by: number; at: Date }) {
  const [row] = await tx
    .update(partnerRequests)
    .set({
      status: decided.state,
      decidedBy: decided.by,
      decidedAt: decided.at,
      updatedAt: decided.at,
      ...(decided.state === 'APPROVED' ? { invitedAt: decided.at } : {}),
    })
    .where(and(pending(id), isNotNull(partnerRequests.reviewStatement), isNotNull(partnerRequests.signoffStatement)))
    .returning();
  return row;
}

/** Marks an APPROVED request as invited again; its row stays locked until the new code is stored. */
export async function markInvitedAgain(tx: Tx, id: number, at: Date) {
  const [row] = await tx
    .update(partnerRequests)
    .set({ invitedAt: at, updatedAt: at })
    .where(and(eq(partnerRequests.id, id), eq(partnerRequests.status, 'APPROVED')))
    .returning();
  return row;
}

/** The request's invitations that still work stop working (a resend replaces them). */
export async function expireOpenInvitations(tx: Tx, partnerRequestId: number, at: Date) {
  await tx
    .update(oneTimeCodes)
    .set({ expiresAt: at })
    .where(
      and(
        eq(oneTimeCodes.purpose, 'INVITATION'),
        eq(oneTimeCodes.partnerRequestId, partnerRequestId),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, at),
      ),
    );
}
