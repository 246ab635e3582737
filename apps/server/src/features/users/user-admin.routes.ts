import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userAdminEndpoints as userAdmin } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { removeAccount } from './account-removal.service';
import { listUsers, resetTwoFactor, setAccountEnabled } from './user-admin.service';

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
  const { deps } = app;

  registerEndpoint(app, userAdmin.listUsers, (request) => listUsers(deps, request.query));

  registerEndpoint(app, userAdmin.enableUser, (request) => setAccountEnabled(deps, { caller: caller(request), id: request.params.id, enabled: true }));

  registerEndpoint(app, userAdmin.disableUser, (request) => setAccountEnabled(deps, { caller: caller(request), id: request.params.id, enabled: false }));

  registerEndpoint(app, userAdmin.resetTwoFactor, (request) => resetTwoFactor(deps, { caller: caller(request), id: request.params.id }));

  registerEndpoint(app, userAdmin.removeUser, (request) => removeAccount(deps, { caller: caller(request), removal: request.body }), {
    config: { rateLimit: REMOVAL_RATE_LIMIT },
  });
}
