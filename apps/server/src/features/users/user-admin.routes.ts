import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, pagedUsersQuerySchema, pagedUsersSchema, removeUserRequestSchema, userSchema } from '@forkly/contracts/schemas';
import { noContentSchema } from '../../lib/no-content';
import { caller } from '../../plugins/auth';
import { removeAccount } from './account-removal.service';
import { listUsers, resetTwoFactor, setAccountEnabled } from './user-admin.service';

const noBody = z.strictObject({}).nullish();

/**
 * A customer's password is checked here: a few tries a minute per account (the hook runs after
 * authentication), so a borrowed session cannot guess it.
 */
const REMOVAL_RATE_LIMIT = {
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (request.auth ? `user-remove:${request.auth.userId}` : request.ip),
};

/** Staff's customer list, enabling, disabling and 2FA reset of accounts, and account removal (issue 8). */
export async function userAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['user administration'], security: [{ bearer: [] }] };
  const action = { schema: { ...secured, params: idParamsSchema, body: noBody, response: { 200: userSchema } } };

  r.get('/paged-users', { schema: { ...secured, querystring: pagedUsersQuerySchema, response: { 200: pagedUsersSchema } } }, async (request) =>
    listUsers(app.deps, request.query),
  );

  r.post('/user/:id/enable', action, async (request) => setAccountEnabled(app.deps, caller(request), { id: request.params.id, enabled: true }));

  r.post('/user/:id/disable', action, async (request) => setAccountEnabled(app.deps, caller(request), { id: request.params.id, enabled: false }));

  r.post('/user/:id/reset-2fa', action, async (request) => resetTwoFactor(app.deps, caller(request), request.params.id));

  r.delete(
    '/user/remove',
    { schema: { ...secured, body: removeUserRequestSchema, response: { 204: noContentSchema } }, config: { rateLimit: REMOVAL_RATE_LIMIT } },
    async (request, reply) => {
      await removeAccount(app.deps, caller(request), request.body);
      return reply.code(204).send();
    },
  );
}
