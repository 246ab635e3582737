import type { FastifyInstance } from 'fastify';
import { passwordsEndpoints as passwords } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { requestPasswordReset, resetPassword } from './passwords.service';

/** Forgotten password in two steps (DESIGN.md section 4). */
export async function passwordsRoutes(app: FastifyInstance) {
  const { deps } = app;
  registerEndpoint(
    app,
    passwords.requestPasswordReset,
    async (request) => {
      await requestPasswordReset(deps, { username: request.body.username });
      return { ok: true as const };
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );
  registerEndpoint(
    app,
    passwords.resetPassword,
    async (request) => {
      await resetPassword(deps, { ...request.body, ip: request.ip, caller: request.auth });
      return { ok: true as const };
    },
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );
}
