import type { FastifyInstance } from 'fastify';
import { twoFactorEndpoints as twoFactor } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { clearCookie } from '../../plugins/cookies';
import { TWO_FACTOR_COOKIE } from '../auth/index';
import { confirmTwoFactor, disableTwoFactor, enableTwoFactor, verifyTwoFactorLogin } from './two-factor.service';

/** Two-factor login with TOTP (DESIGN.md section 4). */
export async function twoFactorRoutes(app: FastifyInstance) {
  const { deps } = app;
  registerEndpoint(app, twoFactor.enableTwoFactor, (request) => enableTwoFactor(deps, { caller: caller(request), username: request.query.username }));
  registerEndpoint(app, twoFactor.confirmTwoFactor, async (request) => {
    await confirmTwoFactor(deps, { caller: caller(request), code: request.body.code });
    return { ok: true as const };
  });
  registerEndpoint(app, twoFactor.disableTwoFactor, async (request) => {
    await disableTwoFactor(deps, { caller: caller(request), ...request.body });
    return { ok: true as const };
  });
  registerEndpoint(
    app,
    twoFactor.verifyTwoFactor,
    async (request, reply) => {
      const tokens = await verifyTwoFactorLogin(deps, {
        username: request.body.username ?? request.query.username,
        code: request.body.code,
        challenge: request.cookies[TWO_FACTOR_COOKIE],
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      clearCookie(reply, TWO_FACTOR_COOKIE, { path: '/api/2fa' });
      return tokens;
    },
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );
}
