import type { FastifyInstance } from 'fastify';
import { partnersEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { registerPartner } from './partners.service';

/** Partner registration (SPEC.md section 7; DESIGN.md section 6a): one path per partner type. */
export async function partnersRoutes(app: FastifyInstance) {
  registerEndpoint(app, partnersEndpoints.registerPartner, (request) => registerPartner(app.deps, { type: request.params.type, request: request.body }), {
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
  });
}
