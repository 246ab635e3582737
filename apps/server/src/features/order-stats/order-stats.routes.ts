import type { FastifyInstance } from 'fastify';
import { orderStatsEndpoints as stats } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { getCourierEarnings, getOrderStats, getRestaurantStats } from './order-stats.service';

/** The dashboard home's overview (DESIGN.md section 6). */
export async function orderStatsRoutes(app: FastifyInstance) {
  const { deps } = app;
  registerEndpoint(app, stats.getOrderStats, (request) => getOrderStats(deps, { caller: caller(request), query: request.query }));
  registerEndpoint(app, stats.getRestaurantStats, () => getRestaurantStats(deps));
  registerEndpoint(app, stats.getCourierEarnings, (request) => getCourierEarnings(deps, caller(request).userId, request.query));
}
