import { DEFAULT_PAGE_SIZE, euroToCents, MENU_MANAGERS, type ExtraPageQuery, type MenuPageQuery, type Role } from '@forkly/contracts';
import { extraPageSchema, menuPageSchema, restaurantExtrasSchema, restaurantMenusSchema } from '@forkly/contracts/schemas';
import { managedRestaurantIds } from '../../access/restaurant-scope';
import { AppError } from '../../lib/app-error';
import { serializeBody } from '../../lib/json-body';
import { pageWindow, pagedResult } from '../../lib/paging';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { findRestaurantVisibility, listVisibleExtras, listVisibleMenus, pageExtras, pageMenus, type ItemFilters } from './menus.repo';
import { presentExtra, presentMenu } from './menus.presenter';

/**
 * A public list of a restaurant as its JSON body, from the catalogue cache (it depends on the
 * database alone, so it is serialized once per change). Null for a hidden or unknown restaurant,
 * which has no public menu.
 */
function publicBody(deps: AppDeps, key: string, restaurantId: number, read: () => Promise<string>): Promise<string | null> {
  return deps.catalogue.read(`${key}:${restaurantId}`, async () => {
    const restaurant = await findRestaurantVisibility(deps.db, restaurantId);
    return restaurant?.visible ? read() : null;
  });
}

/** GET /restaurant/menu/{id}: what a customer can order, grouped-ready by category; JSON. */
export async function getRestaurantMenus(deps: AppDeps, { id: restaurantId }: { id: number }): Promise<string> {
  const body = await publicBody(deps, 'menus', restaurantId, async () =>
    serializeBody(restaurantMenusSchema, (await listVisibleMenus(deps.db, restaurantId)).map(presentMenu)),
  );
  if (body === null) throw new AppError('restaurantNotFound');
  return body;
}

/** GET /restaurant/extra/{id}; JSON. */
export async function getRestaurantExtras(deps: AppDeps, { id: restaurantId }: { id: number }): Promise<string> {
  const body = await publicBody(deps, 'extras', restaurantId, async () =>
    serializeBody(restaurantExtrasSchema, (await listVisibleExtras(deps.db, restaurantId)).map(presentExtra)),
  );
  if (body === null) throw new AppError('restaurantNotFound');
  return body;
}

/**
 * Filters of the paged lists. Visitors and customers see only visible items of visible
 * restaurants. Staff see every item, hidden ones too. A restaurant account's lists are its
 * dashboard: the items of the restaurants it manages (its branches too), hidden ones included, as
 * its order list defaults to its own orders (SPEC.md section 6); another restaurant is a 403.
 */
async function filtersOf(deps: AppDeps, who: AccessClaims | null, query: MenuPageQuery | ExtraPageQuery): Promise<ItemFilters> {
  const near =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude, maximumMeters: query.distance }
      : undefined;
  const filters: ItemFilters = {
    publicOnly: true,
    name: query.name,
    minimumPriceCents: query.minimumPrice !== undefined ? euroToCents(query.minimumPrice) : undefined,
    maximumPriceCents: query.maximumPrice !== undefined ? euroToCents(query.maximumPrice) : undefined,
    visible: query.visible,
    restaurantId: query.restaurantId,
    minimumRating: query.rating,
    near,
  };
  if (!who || !(MENU_MANAGERS as readonly Role[]).includes(who.role)) return filters;
  const managed = await managedRestaurantIds(deps.db, who);
  if (managed === 'all') return { ...filters, publicOnly: false };
  if (query.restaurantId !== undefined && !managed.includes(query.restaurantId)) throw new AppError('forbidden');
  return { ...filters, publicOnly: false, restaurantIds: managed };
}

function paging(query: { page?: number; limit?: number }) {
  return pageWindow({ page: query.page ?? 1, limit: query.limit ?? DEFAULT_PAGE_SIZE });
}

/**
 * A page of a public list as its JSON body. What a visitor or customer is shown depends on the
 * question and the database alone, so it comes from the catalogue cache, keyed by the question;
 * a manager's lists (hidden items, their own restaurants) are read each time.
 */
function pageBody(deps: AppDeps, list: string, filters: ItemFilters, query: object, load: () => Promise<string>): Promise<string> {
  if (!filters.publicOnly) return load();
  const question = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return deps.catalogue.read(`${list}:${JSON.stringify(question)}`, load);
}

/** GET /paged-menus: page 1, 10 a page, newest first unless asked otherwise; JSON. */
export async function listMenus(deps: AppDeps, { caller: who, query }: { caller: AccessClaims | null; query: MenuPageQuery }): Promise<string> {
  const { offset, limit } = paging(query);
  const filters = await filtersOf(deps, who, query);
  return pageBody(deps, 'paged-menus', filters, query, async () => {
    const page = { filters, category: query.category, sortBy: query.sortBy ?? 'DATE', orderBy: query.orderBy ?? 'DESC', offset, limit } as const;
    const { rows, totalCount } = await pageMenus(deps.db, page);
    return serializeBody(menuPageSchema, pagedResult(rows.map(presentMenu), totalCount, limit));
  });
}

/** GET /paged-extras; JSON. */
export async function listExtras(deps: AppDeps, { caller: who, query }: { caller: AccessClaims | null; query: ExtraPageQuery }): Promise<string> {
  const { offset, limit } = paging(query);
  const filters = await filtersOf(deps, who, query);
  return pageBody(deps, 'paged-extras', filters, query, async () => {
    const { rows, totalCount } = await pageExtras(deps.db, { filters, sortBy: query.sortBy ?? 'DATE', orderBy: query.orderBy ?? 'DESC', offset, limit });
    return serializeBody(extraPageSchema, pagedResult(rows.map(presentExtra), totalCount, limit));
  });
}
