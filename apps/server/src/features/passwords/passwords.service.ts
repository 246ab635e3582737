import { randomInt } from 'node:crypto';
import type { forgottenPasswordResetSchema } from '@forkly/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { composeMail } from '../../lib/compose-mail';
import { localeOf } from '../../lib/mail-locale';
import { mailTexts } from '../../lib/mail-texts/index';
import { hashPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import type { AppDeps } from '../../plugins/deps';
import { logoutEverywhere } from '../auth/refresh.service';
import { beginAttempt, type ThrottleKey } from '../auth/index';
import { assertAcceptableNewPassword } from './password-rules.service';
import { consumeResetCodes, findResetCode, findUserByLoginId, insertResetCode, setPasswordHash } from './passwords.repo';
import { queueMail } from '../jobs/index';

/** Reset codes live 30 minutes (DESIGN.md section 4). */
const RESET_CODE_TTL_MINUTES = 30;
export const RESET_CODE_TTL_MS = RESET_CODE_TTL_MINUTES * 60 * 1000;
/** Typed by hand from the mail: no look-alike characters, case does not matter. 10 of 32 = 50 bits. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

function newResetCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** What the person typed, as it was hashed: spaces and dashes dropped, upper case. */
function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Step 1, POST /forgotten-password/request: mails a single-use code when the account exists.
 * The caller learns nothing either way (always 202).
 */
export async function requestPasswordReset(deps: AppDeps, { username }: { username: string }): Promise<void> {
  const user = await findUserByLoginId(deps.db, username);
  if (!user?.enabled) return;
  const code = newResetCode();
  // The code and its mail commit together: the mail is sent after the commit (decision 019).
  await deps.db.transaction(async (tx) => {
    await insertResetCode(tx, { userId: user.id, codeHash: hashToken(code), expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS) });
    const t = mailTexts(localeOf(user)).passwordReset;
    await queueMail(
      tx,
      composeMail({
        to: user.email,
        subject: t.subject,
        kind: 'password-reset',
        blocks: [t.asked({ username: user.username }), t.code({ code }), `${t.validity({ minutes: RESET_CODE_TTL_MINUTES })} ${t.notYou}`],
      }),
    );
  });
}

type ResetInput = z.output<typeof forgottenPasswordResetSchema> & {
  ip: string;
  /** The session the reset came from, if any: when it is the account's own, it stays. */
  caller?: { userId: number; sessionId: string } | null;
};

/**
 * Step 2, POST /forgotten-password: the code from the mail sets the new password and ends every
 * other session of the account (all of them when the caller is not logged in as it). Wrong codes
 * count against the account and the IP.
 */
export async function resetPassword(deps: AppDeps, input: ResetInput): Promise<void> {
  assertAcceptableNewPassword({
    password: input.password,
    passwordField: 'password',
    repeated: input.repeatedPassword,
    repeatedField: 'repeatedPassword',
  });
  const keys: ThrottleKey[] = [
    { kind: 'account', key: `reset:account:${input.username.toLowerCase()}` },
    { kind: 'ip', key: `reset:ip:${input.ip}` },
  ];
  const attempt = await beginAttempt(deps.db, keys);
  const user = await findUserByLoginId(deps.db, input.username);
  const code = user?.enabled ? await findResetCode(deps.db, user.id, hashToken(normalizeCode(input.code))) : undefined;
  if (!user || !code) throw new AppError('resetCodeInvalid');
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeResetCodes(tx, user.id, code.id))) throw new AppError('resetCodeInvalid');
    await setPasswordHash(tx, user.id, passwordHash);
  });
  await attempt.succeeded();
  await logoutEverywhere(deps, user.id, input.caller?.userId === user.id ? input.caller.sessionId : undefined);
}
