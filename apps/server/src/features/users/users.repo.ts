import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { oneTimeCodes, restaurants, users } from '../../db/schema/index';
import { withIdentityErrors } from './identity-violations';

type Db = Database | Tx;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

export function findUserById(db: Db, id: number) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db.query.users.findFirst({ columns: { id: true }, where: sql`lower(${users.username}) = ${username.toLowerCase()}` });
  return !!row;
}

/** Whether another account (not `exceptUserId`) uses the e-mail, compared case-insensitively. */
export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const sameEmail = sql`lower(${users.email}) = ${email.toLowerCase()}`;
  const row = await db.query.users.findFirst({
    columns: { id: true },
    where: exceptUserId ? and(sameEmail, ne(users.id, exceptUserId)) : sameEmail,
  });
  return !!row;
}

export async function insertUser(db: Db, values: NewUser) {
  const [row] = await withIdentityErrors(db.insert(users).values(values).returning());
  return row!;
}

export async function updateUser(db: Db, id: number, changes: UserChanges) {
  const [row] = await withIdentityErrors(
    db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning(),
  );
  return row;
}

export async function insertVerificationCode(db: Db, values: { userId: number; codeHash: string; email: string; expiresAt: Date }) {
  await db.insert(oneTimeCodes).values({ purpose: 'EMAIL_VERIFICATION', ...values });
}

/** Marks a live verification code used; returns its row only to the one caller that won it. */
export async function consumeVerificationCode(tx: Tx, codeHash: string) {
  const [row] = await tx
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.purpose, 'EMAIL_VERIFICATION'),
        eq(oneTimeCodes.codeHash, codeHash),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeCodes.userId, email: oneTimeCodes.email });
  return row;
}

/** A restaurant with the account that logs in as it (username, 2FA flag). */
export async function findRestaurantWithAccount(db: Db, id: number) {
  return db.query.restaurants.findFirst({
    where: eq(restaurants.id, id),
    with: { account: { columns: { id: true, username: true, twoFactorEnabled: true } }, parent: { columns: { userId: true } } },
  });
}
