import type { FastifyInstance, FastifyReply } from 'fastify';
import { authEndpoints as auth } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { sendJson } from '../../lib/json-body';
import { caller } from '../../plugins/auth';
import { setCookie } from '../../plugins/cookies';
import { activeUser } from './active-user.service';
import { preferredLocale } from '../../lib/preferred-locale';
import { TWO_FACTOR_CHALLENGE_TTL_MS, login } from './login.service';
import { logout, refresh } from './refresh.service';

/** The httpOnly cookie that ties a 2FA code to the password step that came before it. */
export const TWO_FACTOR_COOKIE = 'av.2fa';

export function setChallengeCookie(reply: FastifyReply, value: string) {
  setCookie(reply, TWO_FACTOR_COOKIE, value, {
    path: '/api/2fa',
    httpOnly: true,
    sameSite: 'strict',
    secure: reply.request.protocol === 'https',
    maxAge: TWO_FACTOR_CHALLENGE_TTL_MS / 1000,
  });
}

export async function authRoutes(app: FastifyInstance) {
  const { deps } = app;
  registerEndpoint(
    app,
    auth.login,
    async (request, reply) => {
      const result = await login(deps, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        locale: preferredLocale(request.headers['accept-language']),
      });
      if (result.challenge) setChallengeCookie(reply, result.challenge);
      return result.tokens;
    },
    { config: { rateLimit: { max: deps.config.loginRateLimitMax, timeWindow: '1 minute' } } },
  );
  registerEndpoint(app, auth.refresh, (request) =>
    refresh(deps, { refreshToken: request.body.refresh_token, locale: preferredLocale(request.headers['accept-language']) }),
  );
  registerEndpoint(app, auth.logout, async (request) => {
    await logout(deps, { caller: caller(request) });
    return { ok: true as const };
  });
  registerEndpoint(app, auth.activeUser, (request, reply) => {
    // The most frequent authenticated call: a cached account is sent as the JSON it was serialised to.
    const cached = deps.activeUsers.json(caller(request).userId);
    if (cached) return sendJson(reply, cached);
    return activeUser(deps, { caller: caller(request) });
  });
}
