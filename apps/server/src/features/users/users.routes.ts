import type { FastifyInstance } from 'fastify';
import { usersEndpoints as users } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { requestLocale } from '../../lib/mail-locale';
import { resendVerification } from './email-verification.service';
import { updateOwnProfile } from './profiles.service';
import { emailExists, signUp, verifyEmail } from './sign-up.service';

/** Sign-up, the e-mail check and verification, and editing one's own profile (SPEC.md section 7). */
export async function usersRoutes(app: FastifyInstance) {
  const { deps } = app;
  const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });

  registerEndpoint(app, users.signUp, (request) => signUp(deps, { ...request.body, locale: requestLocale(request) }), perMinute(20));
  registerEndpoint(app, users.userExists, (request) => emailExists(deps, { email: request.query.email }), perMinute(30));
  registerEndpoint(app, users.verifyEmail, async (request) => {
    await verifyEmail(deps, { code: request.query.verificationCode });
    return { ok: true as const };
  });
  registerEndpoint(
    app,
    users.resendVerification,
    async (request) => {
      // The same answer whether or not the account exists, so it cannot be used to probe accounts.
      await resendVerification(deps, { loginId: request.body.loginId });
      return { ok: true as const };
    },
    perMinute(5),
  );
  registerEndpoint(app, users.updateUser, async (request) => {
    const who = caller(request);
    const updated = await updateOwnProfile(deps, { caller: who, profile: request.body });
    // This instance forgets at once; the trigger's NOTIFY reaches the others a moment later.
    deps.activeUsers.forget(who.userId);
    return updated;
  });
}
