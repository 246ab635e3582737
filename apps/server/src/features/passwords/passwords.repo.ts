import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { oneTimeCodes, users } from '../../db/schema/index';

type Db = Database | Tx;

/** The account a reset names, by username or e-mail, case-insensitively (like login). */
export function findUserByLoginId(db: Db, loginId: string) {
  const lower = loginId.toLowerCase();
  return db.query.users.findFirst({
    where: or(sql`lower(${users.username}) = ${lower}`, sql`lower(${users.email}) = ${lower}`),
  });
}

export async function insertResetCode(db: Db, values: { userId: number; codeHash: string; expiresAt: Date }) {
  await db.insert(oneTimeCodes).values({ purpose: 'PASSWORD_RESET', ...values });
}

/** The live reset code of this account with this hash, if any. */
export function findResetCode(db: Db, userId: number, codeHash: string) {
  return db.query.oneTimeCodes.findFirst({
    where: and(
      eq(oneTimeCodes.purpose, 'PASSWORD_RESET'),
      eq(oneTimeCodes.userId, userId),
      eq(oneTimeCodes.codeHash, codeHash),
      isNull(oneTimeCodes.usedAt),
      gt(oneTimeCodes.expiresAt, new Date()),
    ),
  });
}

/** Uses up every open reset code of the account; true when `codeId` was among them (still unused). */
export async function consumeResetCodes(tx: Tx, userId: number, codeId: number): Promise<boolean> {
  const rows = await tx
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.purpose, 'PASSWORD_RESET'), eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.some((r) => r.id === codeId);
}

export async function setPasswordHash(tx: Tx, userId: number, passwordHash: string) {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
