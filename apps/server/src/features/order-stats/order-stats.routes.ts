import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderStatsQuerySchema, orderStatsSchema, restaurantStatsSchema } from '@forkly/contracts/schemas';
import { caller } from '../../plugins/auth';
import { getOrderStats, getRestaurantStats } from './order-stats.service';

/** The dashboard home's overview (DESIGN.md section 6). */
export async function orderStatsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { tags: ['orders'], security: [{ bearer: [] }] };

  r.get('/order-stats', { schema: { ...secured, querystring: orderStatsQuerySchema, response: { 200: orderStatsSchema } } }, async (request) =>
    getOrderStats(app.deps, caller(request), request.query),
  );

  r.get('/restaurant-stats', { schema: { ...secured, response: { 200: restaurantStatsSchema } } }, async () => getRestaurantStats(app.deps));
}
