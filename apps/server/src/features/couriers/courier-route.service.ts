import { COURIER_ORDER_STATUSES, type CourierRoute } from '@forkly/contracts';
import type { LatLon } from '../../geo/index';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import { presentRoute } from '../places/index';
import { findRoutes, type PlacesContext } from '../places/places.service';
import { findCourierOrders, findPresence } from './couriers.repo';

const pointOf = (row: { latitude: number | null; longitude: number | null }): LatLon | null =>
  row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;

/**
 * GET /courier/order/{id}/route (issue 10): the server, not the browser, decides the leg. An
 * order to pick up is routed from the courier's last reported position, or the map's fixed point
 * when it has reported none, to the restaurant; a picked-up order from the restaurant to the
 * customer. Only an order the calling courier holds has a route; others are not found.
 */
export async function courierRoute(ctx: PlacesContext, { caller: who, orderId }: { caller: AccessClaims; orderId: number }): Promise<CourierRoute> {
  const { db, geo } = ctx.deps;
  // An order of its trip the kitchen is still preparing is one to pick up too (decision 033).
  const order = (await findCourierOrders(db, who.userId, ['CONFIRMED', ...COURIER_ORDER_STATUSES])).find((o) => o.id === orderId);
  if (!order) throw new AppError('orderNotFound');
  const restaurant = pointOf(order.restaurant);

  let leg: Pick<CourierRoute, 'start' | 'end'> & { from: LatLon | null; to: LatLon | null };
  if (order.status !== 'READY_FOR_DELIVERY') {
    const reported = pointOf((await findPresence(db, who.userId)) ?? { latitude: null, longitude: null });
    leg = reported
      ? { start: 'COURIER_POSITION', end: 'RESTAURANT', from: reported, to: restaurant }
      : { start: 'DEFAULT_POINT', end: 'RESTAURANT', from: geo.get().mapConfig().center, to: restaurant };
  } else {
    leg = { start: 'RESTAURANT', end: 'CUSTOMER', from: restaurant, to: pointOf(order) };
  }

  const { start, end, from, to } = leg;
  // An address without coordinates cannot be routed: no options rather than a made-up line.
  if (!from || !to) return { start, end, routes: [] };
  const routes = await findRoutes(ctx, {
    originLatitude: from.latitude,
    originLongitude: from.longitude,
    destinationLatitude: to.latitude,
    destinationLongitude: to.longitude,
    alternatives: true,
  });
  return { start, end, routes: routes.map(presentRoute) };
}
