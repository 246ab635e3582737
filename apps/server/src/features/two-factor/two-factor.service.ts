import { ERROR_CATALOGUE, type TokenPair } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import { logoutEverywhere } from '../auth/refresh.service';
import type { AccessClaims } from '../../lib/jwt';
import { verifyPassword } from '../../lib/passwords';
import type { AppDeps } from '../../plugins/deps';
import { findChallenge } from '../auth/login.service';
import { openSession } from '../auth/sessions.service';
import { beginAttempt, type ThrottleKey } from '../auth/index';
import { matchTotp, newTotpSecret, totpSetup } from './totp';
import { acceptStep, clearTwoFactor, consumeChallenge, findUserById, storePendingSecret } from './two-factor.repo';

/** The caller's account, which the `username` of SPEC.md's query, when given, must name. */
async function ownAccount(deps: AppDeps, who: AccessClaims, username?: string) {
  const user = await findUserById(deps.db, who.userId);
  if (!user) throw new AppError('unauthenticated');
  if (username !== undefined && username.toLowerCase() !== user.username.toLowerCase()) throw new AppError('forbidden');
  return user;
}

/**
 * Checks a code against the account's secret, the attempt counted on `keys` first in one step
 * (auth/throttle.ts): parallel guesses get no more checks than the limit. Answers the accepted
 * step and the attempt, whose success the caller reports once the code is used.
 */
async function checkCode(deps: AppDeps, keys: ThrottleKey[], user: { twoFactorSecret: string | null; twoFactorLastStep: number | null }, code: string) {
  const attempt = await beginAttempt(deps.db, keys);
  const step = user.twoFactorSecret ? await matchTotp(user.twoFactorSecret, code, user.twoFactorLastStep) : null;
  if (step === null) throw new AppError('twoFactorCodeInvalid');
  return { step, attempt };
}

/** POST /2fa/enable: a new secret and its QR code; 2FA stays off until a code confirms it. */
export async function enableTwoFactor(deps: AppDeps, { caller: who, username }: { caller: AccessClaims; username: string }) {
  const user = await ownAccount(deps, who, username);
  if (user.twoFactorEnabled) throw new AppError('twoFactorAlreadyEnabled');
  const secret = newTotpSecret();
  await storePendingSecret(deps.db, user.id, secret);
  return totpSetup(secret, user.username);
}

/** POST /2fa/confirm: the first code from the app proves it holds the secret and switches 2FA on. */
export async function confirmTwoFactor(deps: AppDeps, { caller: who, code }: { caller: AccessClaims; code: string }): Promise<void> {
  const user = await ownAccount(deps, who);
  if (user.twoFactorEnabled) throw new AppError('twoFactorAlreadyEnabled');
  if (!user.twoFactorSecret) throw new AppError('twoFactorNotPending');
  const { step, attempt } = await checkCode(deps, [{ kind: 'account', key: `2fa:confirm:${user.id}` }], user, code);
  if (!(await acceptStep(deps.db, user.id, step, { twoFactorEnabled: true }))) throw new AppError('twoFactorCodeInvalid');
  await attempt.succeeded();
  // Whoever else held a session logged in without the second factor: those sessions end now.
  await logoutEverywhere(deps, user.id, who.sessionId);
}

/** POST /2fa/disable: needs the password (DESIGN.md section 4); also cancels a pending setup. */
export async function disableTwoFactor(deps: AppDeps, { caller: who, ...input }: { caller: AccessClaims; username?: string; password: string }): Promise<void> {
  const user = await ownAccount(deps, who, input.username);
  if (!user.twoFactorEnabled && !user.twoFactorSecret) throw new AppError('twoFactorNotEnabled');
  const attempt = await beginAttempt(deps.db, [{ kind: 'account', key: `2fa:disable:${user.id}` }]);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    // The form has no username field: name the password, not "username or password".
    throw new AppError('passwordIncorrect', { fields: { password: ERROR_CATALOGUE.passwordIncorrect.message } });
  }
  await clearTwoFactor(deps.db, user.id);
  await attempt.succeeded();
}

export interface TwoFactorLogin {
  username: string;
  code: string;
  /** The httpOnly challenge cookie login set; without it there is nothing to complete. */
  challenge: string | undefined;
  ip: string;
  userAgent?: string;
}

/**
 * POST /2fa/verification, the second half of login: the challenge cookie must belong to the
 * named account, the code must be current (one step of drift) and newer than any accepted
 * before. Success uses up the challenge and opens the session.
 */
export async function verifyTwoFactorLogin(deps: AppDeps, input: TwoFactorLogin): Promise<TokenPair> {
  if (!input.challenge) throw new AppError('twoFactorChallengeMissing');
  const keys: ThrottleKey[] = [
    { kind: 'account', key: `2fa:account:${input.username.toLowerCase()}` },
    { kind: 'ip', key: `2fa:ip:${input.ip}` },
  ];
  const challenge = await findChallenge(deps, input.challenge);
  const user = challenge?.userId ? await findUserById(deps.db, challenge.userId) : undefined;
  if (!challenge || !user || user.username.toLowerCase() !== input.username.toLowerCase() || !user.twoFactorEnabled) {
    throw new AppError('twoFactorChallengeMissing');
  }
  if (!user.enabled) throw new AppError('accountDisabled');
  const { step, attempt } = await checkCode(deps, keys, user, input.code);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeChallenge(tx, challenge.id))) throw new AppError('twoFactorChallengeMissing');
    if (!(await acceptStep(tx, user.id, step))) throw new AppError('twoFactorCodeInvalid');
  });
  await attempt.succeeded();
  return openSession(deps, user, input.userAgent);
}
