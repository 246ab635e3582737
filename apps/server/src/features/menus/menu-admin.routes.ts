import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createExtraQuerySchema, createMenuQuerySchema, extraItemSchema, idParamsSchema, menuItemSchema, updateExtraQuerySchema, updateMenuQuerySchema } from '@forkly/contracts/schemas';
import { noContentSchema } from '../../lib/no-content';
import { caller } from '../../plugins/auth';
import { IMAGE_FIELD, readImagePart } from '../images/image-part';
import { createExtra, deleteExtra, editExtra, setExtraVisibility } from './extra-admin.service';
import { createMenu, deleteMenu, editMenu, setMenuVisibility } from './menu-admin.service';

const UPLOAD =
  'Fields in the query; the picture, optional, as the multipart/form-data file part `image` (JPEG, PNG or WebP by content, ' +
  'at most 5 MB, 8000 px a side and 40 megapixels; stored as WebP). `allergens` repeated or comma-separated.';
const EDIT = `${UPLOAD} Absent optional fields are cleared; the picture is kept unless a new one or removeImage=true is sent.`;

/**
 * Managing menus and extras from the dashboard (SPEC.md section 7). Roles in route-access.ts;
 * which restaurants an account may manage is checked in the services (access/restaurant-scope.ts).
 */
export async function menuAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['menus'];
  /** Documents the optional picture as a multipart/form-data body (plugins/openapi-route.ts). */
  const upload = { multipart: { file: IMAGE_FIELD } };
  const REMOVE = 'Deletes the item, or archives it when an order line holds it (past orders keep their lines). 204.';

  r.post('/menu', { schema: { tags, description: UPLOAD, querystring: createMenuQuerySchema, response: { 201: menuItemSchema } }, config: upload }, async (request, reply) => {
    const image = await readImagePart(request);
    return reply.code(201).send(await createMenu(app.deps, caller(request), { query: request.query, image }));
  });

  r.put('/menu/:id', { schema: { tags, description: EDIT, params: idParamsSchema, querystring: updateMenuQuerySchema, response: { 200: menuItemSchema } }, config: upload }, async (request) => {
    const image = await readImagePart(request);
    return editMenu(app.deps, caller(request), request.params.id, { query: request.query, image });
  });

  r.delete('/menu/:id', { schema: { tags, description: REMOVE, params: idParamsSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await deleteMenu(app.deps, caller(request), request.params.id);
    return reply.code(204).send();
  });

  r.post('/extra', { schema: { tags, description: UPLOAD, querystring: createExtraQuerySchema, response: { 201: extraItemSchema } }, config: upload }, async (request, reply) => {
    const image = await readImagePart(request);
    return reply.code(201).send(await createExtra(app.deps, caller(request), { query: request.query, image }));
  });

  r.put('/extra/:id', { schema: { tags, description: EDIT, params: idParamsSchema, querystring: updateExtraQuerySchema, response: { 200: extraItemSchema } }, config: upload }, async (request) => {
    const image = await readImagePart(request);
    return editExtra(app.deps, caller(request), request.params.id, { query: request.query, image });
  });

  r.delete('/extra/:id', { schema: { tags, description: REMOVE, params: idParamsSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await deleteExtra(app.deps, caller(request), request.params.id);
    return reply.code(204).send();
  });

  for (const [action, visible] of [['enable', true], ['disable', false]] as const) {
    const schema = (item: typeof menuItemSchema | typeof extraItemSchema) => ({ tags, params: idParamsSchema, response: { 200: item } });
    r.post(`/menu/:id/${action}-visibility`, { schema: schema(menuItemSchema) }, async (request) =>
      setMenuVisibility(app.deps, caller(request), request.params.id, visible),
    );
    r.post(`/extra/:id/${action}-visibility`, { schema: schema(extraItemSchema) }, async (request) =>
      setExtraVisibility(app.deps, caller(request), request.params.id, visible),
    );
  }
}
