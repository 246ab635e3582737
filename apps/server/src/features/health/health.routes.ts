import type { FastifyInstance } from 'fastify';
import { healthEndpoints as health } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import { registerEndpoint } from '../../lib/endpoint-route';
import { checkReadiness } from './health.service';

/**
 * Probes for a load balancer or orchestrator (issue 11, docs/deploy.md): liveness says the process
 * answers HTTP and never touches the database; readiness says this instance can serve requests.
 * Operational endpoints, so they stay out of the API documentation.
 */
export async function healthRoutes(app: FastifyInstance) {
  // Probes come every few seconds from the proxy's address: they must not use up its rate limit.
  const probe = { schema: { hide: true }, config: { rateLimit: false } } as const;

  registerEndpoint(
    app,
    health.health,
    (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' } as const;
    },
    probe,
  );

  registerEndpoint(
    app,
    health.ready,
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const readiness = await checkReadiness(app.deps.db);
      if (!readiness.ready) {
        // The reason stays in the log: a public probe must not describe the database to anyone.
        request.log.warn(`not ready: ${readiness.reason}`);
        throw new AppError('serviceNotReady');
      }
      return { status: 'ready' } as const;
    },
    probe,
  );
}
