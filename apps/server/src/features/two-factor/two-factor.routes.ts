import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema, tokenPairSchema, twoFactorCodeSchema, twoFactorDisableRequestSchema, twoFactorSetupSchema, twoFactorVerifyQuerySchema, usernameField, usernameQuerySchema } from '@forkly/contracts/schemas';
import { caller } from '../../plugins/auth';
import { TWO_FACTOR_COOKIE } from '../auth/auth.routes';
import { confirmTwoFactor, disableTwoFactor, enableTwoFactor, verifyTwoFactorLogin } from './two-factor.service';

const passwordBody = z.strictObject({
  username: usernameField.optional(),
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(128, { error: 'tooLong' }),
});
const verificationBody = z.strictObject({
  /** Usually in the query (SPEC.md section 7); the query's value wins over none here. */
  username: usernameField.optional(),
  code: z.string({ error: 'codeRequired' }).trim().regex(/^\d{6}$/, { error: 'invalidValue' }),
});

/**
 * SPEC.md puts the password and the code in the query; DESIGN.md section 4 wants them in bodies.
 * Both are accepted: the query's values fill in what the body lacks, then the body schema decides.
 */
function queryIntoBody(keys: string[]) {
  return async (request: FastifyRequest) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const fromQuery = Object.fromEntries(keys.filter((k) => query[k] !== undefined).map((k) => [k, query[k]]));
    const body = request.body;
    if (body === undefined || body === null) request.body = fromQuery;
    else if (typeof body === 'object' && !Array.isArray(body)) request.body = { ...fromQuery, ...body };
  };
}

/** Two-factor login with TOTP (DESIGN.md section 4). */
export async function twoFactorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['two-factor'];

  r.post(
    '/2fa/enable',
    {
      schema: { tags, security: [{ bearer: [] }], querystring: usernameQuerySchema, body: z.strictObject({}).nullish(), response: { 200: twoFactorSetupSchema } },
    },
    async (request) => enableTwoFactor(app.deps, caller(request), request.query.username),
  );

  r.post(
    '/2fa/confirm',
    { schema: { tags, security: [{ bearer: [] }], body: twoFactorCodeSchema, response: { 200: okSchema } } },
    async (request) => {
      await confirmTwoFactor(app.deps, caller(request), request.body.code);
      return { ok: true as const };
    },
  );

  r.post(
    '/2fa/disable',
    {
      schema: {
        tags,
        description: '`password` in the body, or in the query as SPEC.md spells it.',
        security: [{ bearer: [] }],
        querystring: twoFactorDisableRequestSchema,
        body: passwordBody,
        response: { 200: okSchema },
      },
      preValidation: queryIntoBody(['username', 'password']),
    },
    async (request) => {
      await disableTwoFactor(app.deps, caller(request), request.body);
      return { ok: true as const };
    },
  );

  r.post(
    '/2fa/verification',
    {
      schema: {
        tags,
        description: 'The second step of login. Needs the httpOnly challenge cookie login set. `code` may come in the query too.',
        querystring: twoFactorVerifyQuerySchema,
        body: verificationBody,
        response: { 200: tokenPairSchema },
      },
      preValidation: queryIntoBody(['username', 'code']),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const tokens = await verifyTwoFactorLogin(app.deps, {
        username: request.body.username ?? request.query.username,
        code: request.body.code,
        challenge: request.cookies[TWO_FACTOR_COOKIE],
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply.clearCookie(TWO_FACTOR_COOKIE, { path: '/api/2fa' });
      return tokens;
    },
  );
}
