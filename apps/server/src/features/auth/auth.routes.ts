import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activeUserSchema, loginRequestSchema, okSchema, refreshRequestSchema, tokenPairSchema } from '@forkly/contracts/schemas';
import { AppError } from '../../lib/app-error';
import { sendJson } from '../../lib/json-body';
import { caller } from '../../plugins/auth';
import { presentActiveUser } from './auth.presenter';
import { findRestaurantIdOfAccount, findUserById } from './auth.repo';
import { TWO_FACTOR_CHALLENGE_TTL_MS, login } from './login.service';
import { logout, refresh } from './refresh.service';

/** The httpOnly cookie that ties a 2FA code to the password step that came before it. */
export const TWO_FACTOR_COOKIE = 'av.2fa';

export function setChallengeCookie(reply: FastifyReply, value: string) {
  reply.setCookie(TWO_FACTOR_COOKIE, value, {
    path: '/api/2fa',
    httpOnly: true,
    sameSite: 'strict',
    secure: reply.request.protocol === 'https',
    maxAge: TWO_FACTOR_CHALLENGE_TTL_MS / 1000,
  });
}

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/system/auth/login',
    {
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: tokenPairSchema } },
      config: { rateLimit: { max: app.deps.config.loginRateLimitMax, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const result = await login(app.deps, { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] });
      if (result.challenge) setChallengeCookie(reply, result.challenge);
      return result.tokens;
    },
  );

  r.post(
    '/system/auth/refresh',
    { schema: { tags: ['auth'], body: refreshRequestSchema, response: { 200: tokenPairSchema } } },
    async (request) => refresh(app.deps, request.body.refresh_token),
  );

  r.post('/system/auth/logout', { schema: { tags: ['auth'], response: { 200: okSchema } } }, async (request) => {
    await logout(app.deps, caller(request).sessionId);
    return { ok: true as const };
  });

  r.get('/active-user', { schema: { tags: ['auth'], response: { 200: activeUserSchema } } }, async (request, reply) => {
    const { userId } = caller(request);
    const cache = app.deps.activeUsers;
    const cached = cache.json(userId);
    if (cached) return sendJson(reply, cached);
    const generation = cache.generation(userId);
    const user = await findUserById(app.deps.db, userId);
    if (!user?.enabled) throw new AppError('unauthenticated');
    const runsRestaurant = user.role === 'RESTAURANT_ADMIN' || user.role === 'RESTAURANT_BRANCH';
    const presented = presentActiveUser(user, runsRestaurant ? await findRestaurantIdOfAccount(app.deps.db, user.id) : undefined);
    cache.set(userId, presented, generation);
    return presented;
  });
}
