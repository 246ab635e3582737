import { createHmac } from 'node:crypto';
import type { TokenPair } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/tokens';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { findRefreshTokenForUpdate, findUserById, markRefreshTokenUsed, rememberLocale, revokeSessions } from './auth.repo';
import { issueAccessToken, issueRefreshToken } from './sessions.service';

/** Two tabs refreshing with the same token within this time are not a theft. */
export const REUSE_GRACE_MS = 10_000;

type Outcome = { kind: 'issued'; refreshToken: string; sessionId: string; userId: number } | { kind: 'refused'; revoke?: string };

/**
 * The token that replaces a refresh token: derived from it with the server's secret, so a second
 * use within the grace period (another tab) is answered with the same successor and the session
 * stays one chain, instead of forking into two that both keep refreshing.
 */
function successorOf(deps: AppDeps, refreshToken: string): string {
  return createHmac('sha256', deps.config.jwtSecret).update(`refresh-successor:${refreshToken}`).digest('base64url');
}

/**
 * Rotates a refresh token (DESIGN.md section 4). A token used again after the grace period means
 * it was copied: the whole session is revoked. The row lock serialises concurrent refreshes.
 */
/**
 * Rotates a refresh token. `locale` is the language the app shows (its Accept-Language): kept on the
 * account as login keeps it, so mail follows the language last used even in a session that never logs in again.
 */
export async function refresh(deps: AppDeps, { refreshToken, locale }: { refreshToken: string; locale?: string }): Promise<TokenPair> {
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const row = await findRefreshTokenForUpdate(tx, hashToken(refreshToken));
    if (!row || row.revokedAt || row.expiresAt < new Date()) return { kind: 'refused' };
    if (row.usedAt && Date.now() - row.usedAt.getTime() > REUSE_GRACE_MS) return { kind: 'refused', revoke: row.sessionId };
    const successor = successorOf(deps, refreshToken);
    if (!row.usedAt) {
      await markRefreshTokenUsed(tx, row.id);
      await issueRefreshToken(tx, deps, row.sessionId, successor);
    }
    return { kind: 'issued', refreshToken: successor, sessionId: row.sessionId, userId: row.userId };
  });
  if (outcome.kind === 'refused') {
    if (outcome.revoke) {
      const revoked = await revokeSessions(deps.db, { sessionId: outcome.revoke });
      for (const id of revoked) deps.revocations.add(id);
    }
    throw new AppError('refreshTokenInvalid');
  }
  const user = await findUserById(deps.db, outcome.userId);
  if (!user?.enabled) throw new AppError('refreshTokenInvalid');
  if (locale) await rememberLocale(deps.db, user.id, locale);
  return { access_token: await issueAccessToken(deps, user, outcome.sessionId), refresh_token: outcome.refreshToken };
}

/** Ends the caller's own session. */
export async function logout(deps: AppDeps, { caller }: { caller: AccessClaims }): Promise<void> {
  const revoked = await revokeSessions(deps.db, { sessionId: caller.sessionId });
  for (const id of revoked) deps.revocations.add(id);
}

/**
 * Ends every session of an account (password reset, account disabled), or every one but the
 * caller's own (two-factor login turned on: a session someone else may hold ends).
 */
export async function logoutEverywhere(deps: AppDeps, userId: number, exceptSessionId?: string): Promise<void> {
  const revoked = await revokeSessions(deps.db, { userId, exceptSessionId });
  for (const id of revoked) deps.revocations.add(id);
}
