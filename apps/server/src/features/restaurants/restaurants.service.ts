import type { Restaurant } from '../../db/schema/index';
import {
  DEFAULT_CURSOR_LIMIT,
  DEFAULT_PAGE_SIZE,
  defaultSortOrder,
  type RestaurantCursorPage,
  type RestaurantCursorSortKey,
  type RestaurantListQuery,
  type RestaurantOverview,
  type RestaurantPageSortKey,
} from '@forkly/contracts';
import { restaurantListResponseSchema } from '@forkly/contracts/schemas';
import { straightLineMeters } from '@forkly/domain';
import { findRestaurantWithParent, isStaff } from '../../access/restaurant-scope';
import { AppError } from '../../lib/app-error';
import { serializeBody } from '../../lib/json-body';
import type { AccessClaims } from '../../lib/jwt';
import { restaurantOpeningState } from '../../lib/opening-hours';
import { pagedResult, pageWindow } from '../../lib/paging';
import type { AppDeps } from '../../plugins/deps';
import { quoteDeliveries, type DeliveryQuote } from './delivery-quote.service';
import { estimateArrivals } from '../dispatch/delivery-estimate.service';
import { decodeCursor, encodeCursor } from './list-cursor';
import { rankPage } from './list-ranking';
import { listCandidates, pageRestaurants, sortExpression, type Point } from './restaurants.repo';
import { presentCard, presentListItem, presentOverview } from './restaurants.presenter';

/** How long a customer list page's JSON is kept at most, for routes and terms that change. */
const PAGE_BODY_MAX_AGE_MS = 60_000;

export function pointOf(query: { latitude?: number; longitude?: number }): Point | undefined {
  return query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : undefined;
}

/** The numbered list is the staff's (SPEC.md section 7's second form); its check is named here. */
function assertStaff(who: AccessClaims | null): void {
  if (!who) throw new AppError('unauthenticated');
  if (!isStaff(who)) throw new AppError('forbidden');
}

/** GET /paged-restaurants as JSON: `page` picks the staff's numbered list, else the customer's cursor list. */
export async function listRestaurants(deps: AppDeps, { caller: who, query }: { caller: AccessClaims | null; query: RestaurantListQuery }): Promise<string> {
  if (query.page !== undefined) {
    assertStaff(who);
    return serializeBody(restaurantListResponseSchema, await pageForStaff(deps, query as RestaurantListQuery & { page: number }));
  }
  return cursorForCustomers(deps, query);
}

/**
 * The customer's list (issue 25): the candidates from the database (delivering to the point, the
 * search and the filters it can judge), each with its opening state and, with a point, its route's
 * fee and time; then ranked in memory, open before closed, by the chosen sort (list-ranking.ts).
 * Nearest first from a point, by name without one. Keyset-paginated on (group, value, id), 20 a page.
 */
async function cursorForCustomers(deps: AppDeps, query: RestaurantListQuery): Promise<string> {
  const point = pointOf(query);
  const sortBy = (query.sortBy ?? (point ? 'DISTANCE' : 'NAME')) as RestaurantCursorSortKey;
  const orderBy = query.orderBy ?? defaultSortOrder(sortBy);
  const limit = query.limit ?? DEFAULT_CURSOR_LIMIT;
  const after = query.pageParam ? decodeCursor(query.pageParam, { sortBy, orderBy }) : undefined;
  const where = [point?.latitude, point?.longitude, query.name, query.rating, query.distance, query.cuisine, query.freeOf];
  const late = { openNow: query.openNow, freeDelivery: query.freeDelivery };
  const key = JSON.stringify(['list', ...where, late.openNow, late.freeDelivery, sortBy, orderBy, after?.group, after?.value, after?.id, limit]);
  // The page as JSON, until its first restaurant opens or closes (or a minute, for routes that
  // may change): serializing twenty cards through their schema was most of a request's time.
  return deps.catalogue.readUntil(`body:${key}`, async () => {
    const rows = await deps.catalogue.read(JSON.stringify(['candidates', ...where]), () =>
      listCandidates(deps.db, {
        point,
        name: query.name,
        minimumRating: query.rating,
        maximumDistance: query.distance,
        cuisine: query.cuisine,
        freeOf: query.freeOf,
      }),
    );
    const candidates = rows.map((r) => r.restaurant);
    const quotes = point ? await quoteDeliveries(deps, candidates, point) : new Map<number, DeliveryQuote>();
    const now = new Date();
    const arrivals = await arrivalsFor(deps, candidates, quotes, now);
    const entries = rows.map(({ restaurant, distance }) => ({
      restaurant,
      distance,
      quote: quotes.get(restaurant.id),
      state: restaurantOpeningState(restaurant, now),
    }));
    // Any candidate opening or closing can move a card between groups or pages.
    let until = now.getTime() + PAGE_BODY_MAX_AGE_MS;
    for (const { state, quote } of entries) {
      const change = state.closesAt ?? state.opensAt;
      if (change) until = Math.min(until, change.getTime());
      if (quote?.estimated) until = 0; // a route that failed is tried again by the next request
    }
    const { page, more } = rankPage(entries, { sortBy, orderBy, filters: late, after, limit });
    const results = page.map(({ entry }) => presentCard(entry.restaurant, { ...entry, arrivesAt: arrivals.get(entry.restaurant.id) }));
    const last = page.at(-1);
    const body: RestaurantCursorPage = {
      results,
      hasNextPage: more,
      lastCursor: last ? encodeCursor({ sortBy, orderBy, ...last.key }) : null,
    };
    return { value: serializeBody(restaurantListResponseSchema, body), until };
  });
}

/** The staff's list: every restaurant, hidden ones too; removed ones only when asked (decision 013). */
async function pageForStaff(deps: AppDeps, query: RestaurantListQuery & { page: number }) {
  const point = pointOf(query);
  const window = pageWindow({ page: query.page, limit: query.limit ?? DEFAULT_PAGE_SIZE });
  const { rows, totalCount } = await pageRestaurants(deps.db, {
    point,
    name: query.name,
    email: query.email,
    username: query.username,
    minimumRating: query.rating,
    visible: query.visible,
    parentRestaurantId: query.parentRestaurantId,
    restaurantId: query.restaurantId,
    removed: query.removed ?? false,
    maximumDistance: query.distance,
    sort: { key: sortExpression((query.sortBy ?? 'DATE') as RestaurantPageSortKey, point), direction: query.orderBy ?? 'DESC' },
    ...window,
  });
  return pagedResult(
    rows.map((r) => presentListItem(r.restaurant, r)),
    totalCount,
    window.limit,
  );
}

/**
 * GET /restaurant/{id}/overview: the menu page's header, with delivery terms to the point when
 * one is given. A hidden restaurant exists only for staff; a removed one for nobody.
 */
export async function getOverview(
  deps: AppDeps,
  { caller: who, id, point }: { caller: AccessClaims | null; id: number; point?: Point },
): Promise<RestaurantOverview> {
  const restaurant = await findCatalogueRestaurant(deps, id);
  if (!restaurant || restaurant.removedAt || (!restaurant.visible && !(who && isStaff(who)))) throw new AppError('restaurantNotFound');
  const located = restaurant.latitude !== null && restaurant.longitude !== null;
  const distance = point && located ? Math.round(straightLineMeters({ latitude: restaurant.latitude!, longitude: restaurant.longitude! }, point)) : null;
  const quotes = point ? await quoteDeliveries(deps, [restaurant], point) : new Map<number, DeliveryQuote>();
  const arrivals = await arrivalsFor(deps, [restaurant], quotes, new Date());
  return presentOverview(restaurant, {
    distance,
    quote: quotes.get(restaurant.id),
    state: restaurantOpeningState(restaurant),
    arrivesAt: arrivals.get(restaurant.id),
  });
}

/**
 * When an order placed now would arrive from each quoted restaurant (issue 24): the zone's dispatch
 * plan says when a courier can be there; the quote's minutes follow it.
 */
async function arrivalsFor(deps: AppDeps, list: Restaurant[], quotes: Map<number, DeliveryQuote>, now: Date): Promise<Map<number, Date>> {
  const quoted = list.filter((r) => quotes.has(r.id));
  if (!quoted.length) return new Map();
  const arrivals = await estimateArrivals(deps, quoted, new Map(quoted.map((r) => [r.id, quotes.get(r.id)!.driveSeconds])), now);
  for (const [id, at] of arrivals) quotes.get(id)!.etaMinutes = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
  return arrivals;
}

/**
 * A restaurant's row with its parent's account (`parentUserId`), as every customer-facing read
 * needs it, from the catalogue cache. Shared between requests: read-only. Decisions that must see
 * the database itself (ownership for a change, prices of an order) read it there instead.
 */
export function findCatalogueRestaurant(deps: AppDeps, id: number) {
  return deps.catalogue.read(`restaurant:${id}`, () => findRestaurantWithParent(deps.db, id));
}
