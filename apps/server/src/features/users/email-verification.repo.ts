import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { oneTimeCodes, users } from '../../db/schema/index';

/** Locks the account row, so two resends for one account are decided one after the other. */
export async function lockUser(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** How many verification links the account got since `since` (sign-up's and resent ones). */
export async function countVerificationCodesSince(tx: Tx, userId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, 'EMAIL_VERIFICATION'), eq(oneTimeCodes.userId, userId), gt(oneTimeCodes.createdAt, since)));
  return row?.n ?? 0;
}

/** Marks every unused verification link of the account used: only the newest one works. */
export async function endVerificationCodes(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.purpose, 'EMAIL_VERIFICATION'), eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.usedAt)));
}
