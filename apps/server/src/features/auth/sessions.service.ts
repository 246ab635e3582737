import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@forkly/contracts';
import type { AppDeps } from '../../plugins/deps';
import type { Database, Tx } from '../../db/client';
import { hashToken, randomToken } from '../../lib/tokens';
import { insertRefreshToken, insertSession, revokeSessions } from './auth.repo';
import type { Role } from '@forkly/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function issueRefreshToken(db: Database | Tx, deps: AppDeps, sessionId: string, token = randomToken()): Promise<string> {
  await insertRefreshToken(db, {
    sessionId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + deps.config.refreshTokenTtlDays * DAY_MS),
  });
  return token;
}

export function issueAccessToken(deps: AppDeps, user: { id: number; role: Role }, sessionId: string): Promise<string> {
  return deps.accessTokens.sign({ userId: user.id, role: user.role, sessionId });
}

/** Opens a session for an authenticated account and hands out its first token pair. */
export async function openSession(deps: AppDeps, user: { id: number; role: Role }, userAgent?: string): Promise<TokenPair> {
  const sessionId = randomUUID();
  const refresh_token = await deps.db.transaction(async (tx) => {
    await insertSession(tx, { id: sessionId, userId: user.id, userAgent: userAgent?.slice(0, 200) });
    return issueRefreshToken(tx, deps, sessionId);
  });
  return { access_token: await issueAccessToken(deps, user, sessionId), refresh_token };
}

/**
 * Ends every session of an account inside the caller's transaction (account disabled, removed, or
 * its restaurant removed); other instances hear of it on commit. Answers the ended session ids,
 * which the caller adds to `deps.revocations` once the transaction has committed.
 */
export function endSessionsOf(tx: Tx, userId: number): Promise<string[]> {
  return revokeSessions(tx, { userId });
}
