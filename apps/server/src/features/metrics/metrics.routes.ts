import type { FastifyInstance } from 'fastify';
import { metricsEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';

/**
 * Prometheus metrics for ADMIN (issue 11; plugins/metrics.ts). Operational, so it stays out of the
 * API documentation; a scraper uses an ADMIN token, or METRICS_PORT instead.
 */
export async function metricsRoutes(app: FastifyInstance) {
  registerEndpoint(
    app,
    metricsEndpoints.metrics,
    async (_request, reply) => {
      const body = await app.metrics.registry.metrics();
      return reply.header('Cache-Control', 'no-store').type(app.metrics.registry.contentType).send(body);
    },
    { schema: { hide: true } },
  );
}
