import type { FastifyInstance } from 'fastify';
import { accountsEndpoints } from '@forkly/contracts';
import { assertMayInvite } from '../../access/user-administration';
import { registerEndpoint } from '../../lib/endpoint-route';
import { requestLocale } from '../../lib/mail-locale';
import { caller } from '../../plugins/auth';
import { checkInvitation, createInvitation } from './invitations.service';

/**
 * POST /invitation/{type}: staff invite a restaurant, courier or service colleague by e-mail (the
 * invite form of SPEC.md section 3). The code travels only in the mail, never in the answer, so
 * staff cannot complete an account in someone else's name. Only ADMIN invites a service colleague.
 */
export async function invitationsRoutes(app: FastifyInstance) {
  registerEndpoint(app, accountsEndpoints.invite, async (request) => {
    assertMayInvite(caller(request), request.params.type);
    // The invited person has no account yet: the mail is in the language of the inviting page.
    await createInvitation(app.deps, { partnerType: request.params.type, email: request.body.email, note: request.body.note, locale: requestLocale(request) });
    return { ok: true as const };
  });
  // Limited like account completion: the check must not become a faster way to guess codes.
  registerEndpoint(app, accountsEndpoints.checkInvitation, (request) => checkInvitation(app.deps.db, request.query.verificationCode), {
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
  });
}
