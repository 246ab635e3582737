import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgottenPasswordRequestSchema, forgottenPasswordResetSchema, okSchema } from '@forkly/contracts/schemas';
import { requestPasswordReset, resetPassword } from './passwords.service';

const resetBody = z.strictObject(forgottenPasswordResetSchema.shape);
/** SPEC.md's spelling: username, password and repeatedPassword in the query (the code never). */
const resetQuery = z.strictObject({
  username: z.string().max(254).optional(),
  password: z.string().max(128).optional(),
  repeatedPassword: z.string().max(128).optional(),
});
const QUERY_KEYS = ['username', 'password', 'repeatedPassword'] as const;

/** The query's values fill in what the body lacks; the body schema then decides (DESIGN.md section 4). */
async function queryIntoBody(request: FastifyRequest) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const fromQuery = Object.fromEntries(QUERY_KEYS.filter((k) => query[k] !== undefined).map((k) => [k, query[k]]));
  const body = request.body;
  if (body === undefined || body === null) request.body = fromQuery;
  else if (typeof body === 'object' && !Array.isArray(body)) request.body = { ...fromQuery, ...body };
}

/** Forgotten password in two steps (DESIGN.md section 4). */
export async function passwordsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['passwords'];

  r.post(
    '/forgotten-password/request',
    {
      schema: { tags, body: forgottenPasswordRequestSchema, response: { 202: okSchema } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await requestPasswordReset(app.deps, request.body.username);
      return reply.code(202).send({ ok: true as const });
    },
  );

  r.post(
    '/forgotten-password',
    {
      schema: {
        tags,
        description: '`username`, `password` and `repeatedPassword` in the body, or in the query as SPEC.md spells them; `code` in the body.',
        querystring: resetQuery,
        body: resetBody,
        response: { 200: okSchema },
      },
      preValidation: queryIntoBody,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      await resetPassword(app.deps, { ...request.body, ip: request.ip, caller: request.auth });
      return { ok: true as const };
    },
  );
}
