import { and, eq, ne, isNull, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { refreshTokens, restaurants, sessions, users } from '../../db/schema/index';
import { REVOCATION_CHANNEL } from './revocations';

type Db = Database | Tx;

export function findUserByLoginId(db: Db, loginId: string) {
  const lower = loginId.toLowerCase();
  return db.query.users.findFirst({
    where: or(sql`lower(${users.username}) = ${lower}`, sql`lower(${users.email}) = ${lower}`),
  });
}

export function findUserById(db: Db, id: number) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export async function insertSession(db: Db, values: { id: string; userId: number; userAgent?: string }) {
  await db.insert(sessions).values(values);
}

export async function insertRefreshToken(db: Db, values: { sessionId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(refreshTokens).values(values);
}

/** Locks the token row, so two refreshes of one token are decided one after the other. */
export async function findRefreshTokenForUpdate(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: sessions.revokedAt,
      userId: sessions.userId,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
  return row;
}

export async function markRefreshTokenUsed(tx: Tx, id: number) {
  await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, id));
}

/** Revokes sessions and tells every instance, in the same transaction (DESIGN.md section 4). */
export async function revokeSessions(db: Db, where: { sessionId: string } | { userId: number; exceptSessionId?: string }) {
  const condition =
    'sessionId' in where
      ? eq(sessions.id, where.sessionId)
      : and(eq(sessions.userId, where.userId), where.exceptSessionId ? ne(sessions.id, where.exceptSessionId) : undefined);
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(condition, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (revoked.length) {
    await db.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${revoked.map((r) => r.id).join(',')})`);
  }
  return revoked.map((r) => r.id);
}

/** The restaurant an account logs in as (RESTAURANT_ADMIN, RESTAURANT_BRANCH). */
export async function findRestaurantIdOfAccount(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.userId, userId)).limit(1);
  return row?.id;
}

/** The language this person's mail is written in, as the app they log in with shows it. */
export async function rememberLocale(db: Db, userId: number, locale: string) {
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), ne(users.locale, locale)));
}
