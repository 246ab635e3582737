import type { FastifyInstance } from 'fastify';
import { menuAdminEndpoints as admin } from '@forkly/contracts';
import { acceptUploads } from '../../lib/accept-uploads';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { IMAGE_FIELD, readImagePart } from '../images/index';
import { createExtra, deleteExtra, editExtra, setExtraVisibility } from './extra-admin.service';
import { createMenu, deleteMenu, editMenu, setMenuVisibility } from './menu-admin.service';
import { editMenuOptions } from './dish-options-admin.service';

/**
 * Managing menus and extras from the dashboard (SPEC.md section 7). Roles in the contracts;
 * which restaurants an account may manage is checked in the services (access/restaurant-scope.ts).
 */
export async function menuAdminRoutes(app: FastifyInstance) {
  const { deps } = app;
  await acceptUploads(app);
  /** Documents the optional picture as a multipart/form-data body (plugins/openapi-route.ts). */
  const upload = { config: { multipart: { file: IMAGE_FIELD } } };

  registerEndpoint(
    app,
    admin.createMenu,
    async (request) => createMenu(deps, { caller: caller(request), query: request.query, image: await readImagePart(request) }),
    upload,
  );
  registerEndpoint(
    app,
    admin.editMenu,
    async (request) => editMenu(deps, { caller: caller(request), id: request.params.id, query: request.query, image: await readImagePart(request) }),
    upload,
  );
  registerEndpoint(app, admin.editMenuOptions, (request) => editMenuOptions(deps, { caller: caller(request), id: request.params.id, body: request.body }));
  registerEndpoint(app, admin.deleteMenu, (request) => deleteMenu(deps, { caller: caller(request), id: request.params.id }));

  registerEndpoint(
    app,
    admin.createExtra,
    async (request) => createExtra(deps, { caller: caller(request), query: request.query, image: await readImagePart(request) }),
    upload,
  );
  registerEndpoint(
    app,
    admin.editExtra,
    async (request) => editExtra(deps, { caller: caller(request), id: request.params.id, query: request.query, image: await readImagePart(request) }),
    upload,
  );
  registerEndpoint(app, admin.deleteExtra, (request) => deleteExtra(deps, { caller: caller(request), id: request.params.id }));

  for (const [menu, extra, visible] of [
    [admin.enableMenu, admin.enableExtra, true],
    [admin.disableMenu, admin.disableExtra, false],
  ] as const) {
    registerEndpoint(app, menu, (request) => setMenuVisibility(deps, { caller: caller(request), id: request.params.id, visible }));
    registerEndpoint(app, extra, (request) => setExtraVisibility(deps, { caller: caller(request), id: request.params.id, visible }));
  }
}
