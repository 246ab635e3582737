import type { FastifyInstance } from 'fastify';
import { restaurantRemovalEndpoints, restaurantSettingsEndpoints as settings } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { getSettings, updateSettings } from './restaurant-settings.service';
import { setRestaurantVisibility } from './restaurant-visibility.service';

/** A restaurant's own hours, pause switch and delivery terms (DESIGN.md section 6), and staff's visible/hidden switch. */
export async function restaurantSettingsRoutes(app: FastifyInstance) {
  const { deps } = app;
  registerEndpoint(app, settings.getRestaurantSettings, (request) => getSettings(deps, { caller: caller(request), id: request.params.id }));
  registerEndpoint(app, settings.updateRestaurantSettings, (request) =>
    updateSettings(deps, { caller: caller(request), id: request.params.id, settings: request.body }),
  );
  registerEndpoint(app, restaurantRemovalEndpoints.setRestaurantVisibility, (request) =>
    setRestaurantVisibility(deps, { caller: caller(request), id: request.params.id, visible: request.body.visible }),
  );
}
