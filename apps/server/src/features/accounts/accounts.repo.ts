import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { courierProfiles, oneTimeCodes, partnerRequests, restaurants, users } from '../../db/schema/index';
import { withIdentityErrors } from '../users/index';

type Db = Database | Tx;

export async function insertInvitation(
  db: Db,
  values: { codeHash: string; partnerType: string; email: string; partnerRequestId: number | null; invitedRole?: 'SERVICE' | 'ADMIN' | null; expiresAt: Date },
) {
  await db.insert(oneTimeCodes).values({ purpose: 'INVITATION', ...values });
}

/** A live, unused invitation by the hash of its code. */
export function findInvitation(db: Db, codeHash: string) {
  return db.query.oneTimeCodes.findFirst({
    where: and(
      eq(oneTimeCodes.purpose, 'INVITATION'),
      eq(oneTimeCodes.codeHash, codeHash),
      isNull(oneTimeCodes.usedAt),
      gt(oneTimeCodes.expiresAt, new Date()),
    ),
  });
}

/** Uses the invitation up; false when a parallel request already did. */
export async function consumeInvitation(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

export async function insertAccount(tx: Tx, values: typeof users.$inferInsert) {
  const [row] = await withIdentityErrors(tx.insert(users).values(values).returning({ id: users.id }));
  return row!;
}

export async function insertRestaurant(tx: Tx, values: typeof restaurants.$inferInsert) {
  const [row] = await tx.insert(restaurants).values(values).returning({ id: restaurants.id });
  return row!;
}

export async function insertCourierProfile(tx: Tx, userId: number) {
  await tx.insert(courierProfiles).values({ userId, status: 'OFFLINE', availability: false });
}

/**
 * DESIGN.md section 6: completing the account closes the approved partner request it came from,
 * and names the account, so staff see who the new partner is.
 */
export async function completePartnerRequest(tx: Tx, id: number, userId: number) {
  const now = new Date();
  await tx
    .update(partnerRequests)
    .set({ status: 'COMPLETED', completedUserId: userId, completedAt: now, updatedAt: now })
    .where(and(eq(partnerRequests.id, id), eq(partnerRequests.status, 'APPROVED')));
}

const newer = alias(oneTimeCodes, 'newer_invitation');

/** An invitation by the hash of its code, in whatever state, with whether a newer link replaced it. */
export async function findInvitationState(db: Db, codeHash: string) {
  const [row] = await db
    .select({
      id: oneTimeCodes.id,
      usedAt: oneTimeCodes.usedAt,
      expiresAt: oneTimeCodes.expiresAt,
      partnerRequestId: oneTimeCodes.partnerRequestId,
      email: oneTimeCodes.email,
    })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, 'INVITATION'), eq(oneTimeCodes.codeHash, codeHash)))
    .limit(1);
  if (!row) return undefined;
  const sameInvitee = row.partnerRequestId !== null ? eq(newer.partnerRequestId, row.partnerRequestId) : sql`lower(${newer.email}) = lower(${row.email ?? ''})`;
  const [replacement] = await db
    .select({ id: newer.id })
    .from(newer)
    .where(and(eq(newer.purpose, 'INVITATION'), gt(newer.id, row.id), sameInvitee))
    .limit(1);
  return { ...row, replaced: replacement !== undefined };
}

/** The invitation behind a code, in whatever state, for its renewal. */
export function findInvitationByHash(db: Db, codeHash: string) {
  return db.query.oneTimeCodes.findFirst({ where: and(eq(oneTimeCodes.purpose, 'INVITATION'), eq(oneTimeCodes.codeHash, codeHash)) });
}

/** Whether an account already uses this e-mail address (then a direct invitation to it is spent). */
export async function accountWithEmailExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row !== undefined;
}

/** A direct invitation's open links to this address stop working (a renewal replaces them). */
export async function expireOpenDirectInvitations(tx: Tx, email: string, at: Date) {
  await tx
    .update(oneTimeCodes)
    .set({ expiresAt: at })
    .where(
      and(
        eq(oneTimeCodes.purpose, 'INVITATION'),
        isNull(oneTimeCodes.partnerRequestId),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, at),
        sql`lower(${oneTimeCodes.email}) = lower(${email})`,
      ),
    );
}
