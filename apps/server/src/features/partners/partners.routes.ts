import type { FastifyInstance } from 'fastify';
import { accountsEndpoints, partnersEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { requestLocale } from '../../lib/mail-locale';
import { renewInvitation } from './invitation-renewal.service';
import { registerPartner } from './partners.service';

/** Partner registration (SPEC.md section 7; DESIGN.md section 6a): one path per partner type. */
export async function partnersRoutes(app: FastifyInstance) {
  registerEndpoint(
    app,
    partnersEndpoints.registerPartner,
    (request) => registerPartner(app.deps, { type: request.params.type, request: request.body, locale: requestLocale(request) }),
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
  );
  // Here, not in accounts: it sends a partner request's link again, which is this feature's.
  registerEndpoint(
    app,
    accountsEndpoints.renewInvitation,
    async (request) => {
      await renewInvitation(app.deps, { code: request.query.verificationCode, locale: requestLocale(request) });
      return { ok: true as const };
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );
}
