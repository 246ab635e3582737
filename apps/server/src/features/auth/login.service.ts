import { and, eq, gt, isNull } from 'drizzle-orm';
import type { LoginRequest, TokenPair } from '@forkly/contracts';
import { oneTimeCodes } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import type { AppDeps } from '../../plugins/deps';
import { findUserByLoginId, rememberLocale } from './auth.repo';
import { openSession } from './sessions.service';
import { beginAttempt, type ThrottleKey } from './throttle';

export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export interface LoginResult {
  tokens: TokenPair;
  /** Set when the second factor is needed: the value of the httpOnly challenge cookie. */
  challenge?: string;
}

/**
 * Login attempts are counted per account, whatever identifier was typed (username or e-mail), and
 * per IP. An unknown identifier is counted under its own name, so it looks like any other.
 */
function accountKey(loginId: string, userId: number | undefined): ThrottleKey {
  return { kind: 'account', key: userId === undefined ? `login:unknown:${loginId.toLowerCase()}` : `login:account:${userId}` };
}

export function loginIpKey(ip: string): ThrottleKey {
  return { kind: 'ip', key: `login:ip:${ip}` };
}

/** The account a login identifier names: its username or e-mail address, in any case. */
export function findAccountByLoginId(deps: AppDeps, loginId: string) {
  return findUserByLoginId(deps.db, loginId);
}

export async function login(deps: AppDeps, input: LoginRequest & { ip: string; userAgent?: string; locale?: string }): Promise<LoginResult> {
  const user = await findUserByLoginId(deps.db, input.loginId);
  // Counted before the password is checked; a locked account is refused without checking it, so a
  // right password then gets the same 429 as a wrong one and resets nothing (issue 22).
  const attempt = await beginAttempt(deps.db, [loginIpKey(input.ip), accountKey(input.loginId, user?.id)]);
  // Verify against a dummy hash when the account does not exist, so timing tells nothing.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid) throw new AppError('invalidCredentials');
  if (!user.enabled) throw new AppError('accountDisabled');
  await attempt.succeeded();
  if (input.locale) await rememberLocale(deps.db, user.id, input.locale);
  // Checked after the password, so it tells nothing to someone who does not know it (decision 016).
  if (user.mustVerifyEmail) throw new AppError('emailNotVerified');
  if (user.twoFactorEnabled) {
    const challenge = randomToken();
    await deps.db.insert(oneTimeCodes).values({
      purpose: 'TWO_FACTOR_CHALLENGE',
      codeHash: hashToken(challenge),
      userId: user.id,
      expiresAt: new Date(Date.now() + TWO_FACTOR_CHALLENGE_TTL_MS),
    });
    return { tokens: { access_token: '', refresh_token: '' }, challenge };
  }
  return { tokens: await openSession(deps, user, input.userAgent) };
}

/** The user a live, unused 2FA challenge cookie belongs to. */
export async function findChallenge(deps: AppDeps, challenge: string) {
  return deps.db.query.oneTimeCodes.findFirst({
    where: and(
      eq(oneTimeCodes.purpose, 'TWO_FACTOR_CHALLENGE'),
      eq(oneTimeCodes.codeHash, hashToken(challenge)),
      isNull(oneTimeCodes.usedAt),
      gt(oneTimeCodes.expiresAt, new Date()),
    ),
  });
}
