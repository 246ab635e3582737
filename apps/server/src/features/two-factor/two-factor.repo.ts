import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { oneTimeCodes, users } from '../../db/schema/index';

type Db = Database | Tx;

export function findUserById(db: Db, id: number) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** Starts setup: a new secret, not yet switched on. */
export async function storePendingSecret(db: Db, userId: number, secret: string) {
  await db.update(users).set({ twoFactorSecret: secret, twoFactorEnabled: false, twoFactorLastStep: null, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Records an accepted time step, only if it is newer than the last one: of two requests with the
 * same code, exactly one gets `true`.
 */
export async function acceptStep(db: Db, userId: number, step: number, extra: { twoFactorEnabled?: true } = {}): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorLastStep: step, ...extra, updatedAt: new Date() })
    .where(and(eq(users.id, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function clearTwoFactor(db: Db, userId: number) {
  await db.update(users).set({ twoFactorSecret: null, twoFactorEnabled: false, twoFactorLastStep: null, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Uses up a login challenge; false when another request already did. */
export async function consumeChallenge(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}
