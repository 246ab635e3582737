import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';

/** Every feature's routes, under /api. */
export async function registerFeatures(app: FastifyInstance) {
  app.get('/csrf', { schema: { hide: true } }, async () => ({ ok: true }));
  await app.register(authRoutes);
}
