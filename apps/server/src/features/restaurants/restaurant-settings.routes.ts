import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, restaurantSettingsSchema, restaurantVisibilityRequestSchema, restaurantVisibilityResponseSchema, updateRestaurantSettingsSchema } from '@forkly/contracts/schemas';
import { caller } from '../../plugins/auth';
import { getSettings, updateSettings } from './restaurant-settings.service';
import { setRestaurantVisibility } from './restaurant-visibility.service';

/** A restaurant's own hours, pause switch and delivery terms (DESIGN.md section 6), and staff's visible/hidden switch. */
export async function restaurantSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/restaurant/:id/settings',
    { schema: { tags: ['restaurants'], security: [{ bearer: [] }], params: idParamsSchema, response: { 200: restaurantSettingsSchema } } },
    async (request) => getSettings(app.deps, caller(request), request.params.id),
  );

  r.put(
    '/restaurant/:id/settings',
    {
      schema: {
        tags: ['restaurants'],
        security: [{ bearer: [] }],
        description: 'Replaces every setting; money in euro, distances in metres. Visible to customers at once.',
        params: idParamsSchema,
        body: updateRestaurantSettingsSchema,
        response: { 200: restaurantSettingsSchema },
      },
    },
    async (request) => updateSettings(app.deps, caller(request), request.params.id, request.body),
  );

  r.put(
    '/restaurant/:id/visibility',
    {
      schema: {
        tags: ['restaurants'],
        security: [{ bearer: [] }],
        description: 'Staff show or hide a restaurant to customers (list, menu, map), at once.',
        params: idParamsSchema,
        body: restaurantVisibilityRequestSchema,
        response: { 200: restaurantVisibilityResponseSchema },
      },
    },
    async (request) => setRestaurantVisibility(app.deps, caller(request), { id: request.params.id, visible: request.body.visible }),
  );
}
