import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { extraPageQuerySchema, extraPageSchema, idParamsSchema, menuPageQuerySchema, menuPageSchema, restaurantExtrasSchema, restaurantMenusSchema } from '@forkly/contracts/schemas';
import { sendJson } from '../../lib/json-body';
import { menuAdminRoutes } from './menu-admin.routes';
import { getRestaurantExtras, getRestaurantMenus, listExtras, listMenus } from './menus.service';

/** Reading menus and extras (SPEC.md section 7); managing them is in menu-admin.routes.ts. */
export async function menusRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['menus'];

  r.get(
    '/restaurant/menu/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: restaurantMenusSchema } } },
    async (request, reply) => sendJson(reply, await getRestaurantMenus(app.deps, request.params.id)),
  );

  r.get(
    '/restaurant/extra/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: restaurantExtrasSchema } } },
    async (request, reply) => sendJson(reply, await getRestaurantExtras(app.deps, request.params.id)),
  );

  r.get(
    '/paged-menus',
    { schema: { tags, querystring: menuPageQuerySchema, response: { 200: menuPageSchema } } },
    async (request, reply) => sendJson(reply, await listMenus(app.deps, request.auth, request.query)),
  );

  r.get(
    '/paged-extras',
    { schema: { tags, querystring: extraPageQuerySchema, response: { 200: extraPageSchema } } },
    async (request, reply) => sendJson(reply, await listExtras(app.deps, request.auth, request.query)),
  );

  await menuAdminRoutes(app);
}
