import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes';
import { invitationsRoutes } from './accounts/invitations.routes';
import { authRoutes } from './auth/auth.routes';
import { outboxRoutes } from './outbox/outbox.routes';
import { partnersRoutes } from './partners/partners.routes';
import { passwordsRoutes } from './passwords/passwords.routes';
import { twoFactorRoutes } from './two-factor/two-factor.routes';
import { profilesRoutes } from './users/profiles.routes';
import { usersRoutes } from './users/users.routes';

/** Every feature's routes, under /api. */
export async function registerFeatures(app: FastifyInstance) {
  app.get('/csrf', { schema: { hide: true } }, async () => ({ ok: true }));
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(profilesRoutes);
  await app.register(twoFactorRoutes);
  await app.register(passwordsRoutes);
  await app.register(accountsRoutes);
  await app.register(invitationsRoutes);
  await app.register(partnersRoutes);
  await app.register(outboxRoutes);
}
