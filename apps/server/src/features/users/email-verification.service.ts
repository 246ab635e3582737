import { randomToken } from '../../lib/tokens';
import type { AppDeps } from '../../plugins/deps';
import { findAccountByLoginId } from '../auth/login.service';
import { countVerificationCodesSince, endVerificationCodes, lockUser } from './email-verification.repo';
import { sendVerificationMail, storeVerificationCode } from './sign-up.service';

/** At most this many links per account and hour, sign-up's included, so nobody floods an inbox. */
export const MAX_VERIFICATION_LINKS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * POST /user/verify/resend (decision 016): a new link to the account's current e-mail, when the
 * account exists, is enabled and that e-mail is not verified yet. The new link ends the older
 * ones. The caller learns nothing either way: the route answers the same every time.
 */
export async function resendVerification(deps: AppDeps, { loginId }: { loginId: string }): Promise<void> {
  const user = await findAccountByLoginId(deps, loginId);
  if (!user?.enabled || user.removedAt || user.emailVerified) return;
  const code = randomToken();
  await deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const recent = await countVerificationCodesSince(tx, user.id, new Date(Date.now() - HOUR_MS));
    if (recent >= MAX_VERIFICATION_LINKS_PER_HOUR) return false;
    await endVerificationCodes(tx, user.id);
    await storeVerificationCode(tx, user, code);
    await sendVerificationMail(deps, user, code, tx);
    return true;
  });
}
