import type { FastifyInstance } from 'fastify';
import { menusEndpoints as menus } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { sendJson } from '../../lib/json-body';
import { menuAdminRoutes } from './menu-admin.routes';
import { getRestaurantExtras, getRestaurantMenus, listExtras, listMenus } from './menus.service';

/** Reading menus and extras (SPEC.md section 7); managing them is in menu-admin.routes.ts. */
export async function menusRoutes(app: FastifyInstance) {
  const { deps } = app;
  // The lists are serialized JSON bodies, public ones cached (menus.service.ts), sent as they are.
  registerEndpoint(app, menus.getRestaurantMenus, async (request, reply) => sendJson(reply, await getRestaurantMenus(deps, { id: request.params.id })));
  registerEndpoint(app, menus.getRestaurantExtras, async (request, reply) => sendJson(reply, await getRestaurantExtras(deps, { id: request.params.id })));
  registerEndpoint(app, menus.listMenus, async (request, reply) => sendJson(reply, await listMenus(deps, { caller: request.auth, query: request.query })));
  registerEndpoint(app, menus.listExtras, async (request, reply) => sendJson(reply, await listExtras(deps, { caller: request.auth, query: request.query })));

  // Its own context: only the administration's routes take uploads (lib/accept-uploads.ts).
  await app.register(menuAdminRoutes);
}
