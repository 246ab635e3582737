import { pagePaths, type signUpRequestSchema } from '@forkly/contracts';
import type { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { composeMail } from '../../lib/compose-mail';
import { localeOf } from '../../lib/mail-locale';
import { mailTexts } from '../../lib/mail-texts/index';
import type { Locale } from '../../lib/preferred-locale';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import type { AppDeps } from '../../plugins/deps';
import { assertAcceptableNewPassword } from '../passwords/password-rules.service';
import { locatedAddressValues } from '../places/index';
import { assertIdentityFree } from './identity.service';
import { consumeVerificationCode, emailTaken, findUserById, insertUser, insertVerificationCode, updateUser } from './users.repo';
import { queueMail } from '../jobs/index';

/** E-mail verification links live 7 days (DESIGN.md section 4). */
const VERIFICATION_TTL_DAYS = 7;
export const VERIFICATION_TTL_MS = VERIFICATION_TTL_DAYS * 24 * 60 * 60 * 1000;

/** The form, and the language of the page it was sent from: the account's mail is written in it. */
type SignUp = z.output<typeof signUpRequestSchema> & { locale: Locale };

/**
 * Regular sign-up (SPEC.md section 3): a USER with its address, then a verification mail. The
 * password is hashed before the transaction, which stays short (DESIGN.md section 6b).
 */
export async function signUp(deps: AppDeps, input: SignUp): Promise<{ id: number }> {
  assertAcceptableNewPassword({ password: input.password, passwordField: 'password' });
  await assertIdentityFree(deps.db, { username: input.username, email: input.email });
  const passwordHash = await hashPassword(input.password);
  const address = await locatedAddressValues(deps, input.address);
  const code = randomToken();
  const user = await deps.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      role: 'USER',
      username: input.username,
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      contact: input.contact,
      locale: input.locale,
      ...address,
      // No login until the link mailed below is opened (decision 016).
      mustVerifyEmail: true,
    });
    await storeVerificationCode(tx, row, code);
    await sendVerificationMail(deps, row, code, tx);
    return row;
  });
  return { id: user.id };
}

/** POST /user/exist: true when an account already uses the e-mail (SPEC.md section 7). */
export function emailExists(deps: AppDeps, { email }: { email: string }): Promise<boolean> {
  return emailTaken(deps.db, email);
}

/** A fresh verification code for the account's current e-mail; its mail is queued in the same transaction. */
export async function storeVerificationCode(db: Database | Tx, user: { id: number; email: string }, code: string) {
  await insertVerificationCode(db, {
    userId: user.id,
    email: user.email,
    codeHash: hashToken(code),
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
}

/** Queues the verification link in `db`'s transaction, the one that stores the code (decision 019), in the account's language. */
export async function sendVerificationMail(deps: AppDeps, recipient: { email: string; locale: string }, code: string, db: Database | Tx) {
  const t = mailTexts(localeOf(recipient)).verification;
  const href = `${deps.config.publicUrl}${pagePaths.verifyEmail(code)}`;
  await queueMail(
    db,
    composeMail({
      to: recipient.email,
      subject: t.subject,
      kind: 'email-verification',
      blocks: [t.welcome, { lead: t.openLink({ days: VERIFICATION_TTL_DAYS }), href }, t.notYou],
    }),
  );
}

/**
 * GET /user/verify: a live code, used once, verifies the e-mail it was sent to. A code for an
 * address the account has since changed verifies nothing.
 */
export async function verifyEmail(deps: AppDeps, { code }: { code: string }): Promise<void> {
  const verified = await deps.db.transaction(async (tx) => {
    const row = await consumeVerificationCode(tx, hashToken(code));
    if (!row?.userId) return false;
    const user = await findUserById(tx, row.userId);
    if (!user || user.email.toLowerCase() !== row.email?.toLowerCase()) return false;
    await updateUser(tx, user.id, { emailVerified: true, mustVerifyEmail: false });
    return true;
  });
  if (!verified) throw new AppError('verificationCodeInvalid');
}
