import { DEFAULT_PAGE_SIZE, euroToCents, type ExtraPageQuery, type MenuPageQuery, type Role } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { findRestaurantVisibility, listVisibleExtras, listVisibleMenus, pageExtras, pageMenus, type ItemFilters } from './menus.repo';
import { managedRestaurantIds } from './menu-scope';
import { presentExtra, presentMenu } from './menus.presenter';

const MANAGERS: readonly Role[] = ['ADMIN', 'SERVICE', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH'];

/** A hidden or unknown restaurant has no public menu. */
async function assertVisibleRestaurant(deps: AppDeps, id: number): Promise<void> {
  const restaurant = await findRestaurantVisibility(deps.db, id);
  if (!restaurant?.visible) throw new AppError('restaurantNotFound');
}

/** GET /restaurant/menu/{id}: what a customer can order, grouped-ready by category. */
export async function getRestaurantMenus(deps: AppDeps, restaurantId: number) {
  await assertVisibleRestaurant(deps, restaurantId);
  return (await listVisibleMenus(deps.db, restaurantId)).map(presentMenu);
}

/** GET /restaurant/extra/{id}. */
export async function getRestaurantExtras(deps: AppDeps, restaurantId: number) {
  await assertVisibleRestaurant(deps, restaurantId);
  return (await listVisibleExtras(deps.db, restaurantId)).map(presentExtra);
}

/**
 * Filters of the paged lists. Visitors and customers see only visible items of visible
 * restaurants. Staff see every item, hidden ones too. A restaurant account's lists are its
 * dashboard: the items of the restaurants it manages (its branches too), hidden ones included, as
 * its order list defaults to its own orders (SPEC.md section 6); another restaurant is a 403.
 */
async function filtersOf(deps: AppDeps, who: AccessClaims | null, query: MenuPageQuery | ExtraPageQuery): Promise<ItemFilters> {
  const near = query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude, maximumMeters: query.distance } : undefined;
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
  if (!who || !MANAGERS.includes(who.role)) return filters;
  const managed = await managedRestaurantIds(deps, who);
  if (managed === 'all') return { ...filters, publicOnly: false };
  if (query.restaurantId !== undefined && !managed.includes(query.restaurantId)) throw new AppError('forbidden');
  return { ...filters, publicOnly: false, restaurantIds: managed };
}

function paging(query: { page?: number; limit?: number }) {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  return { offset: (page - 1) * limit, limit };
}

/** GET /paged-menus: page 1, 10 a page, newest first unless asked otherwise. */
export async function listMenus(deps: AppDeps, who: AccessClaims | null, query: MenuPageQuery) {
  const { offset, limit } = paging(query);
  const { rows, totalCount } = await pageMenus(deps.db, {
    filters: await filtersOf(deps, who, query),
    category: query.category,
    sortBy: query.sortBy ?? 'DATE',
    orderBy: query.orderBy ?? 'DESC',
    offset,
    limit,
  });
  return { results: rows.map(presentMenu), totalPages: Math.ceil(totalCount / limit), totalCount };
}

/** GET /paged-extras. */
export async function listExtras(deps: AppDeps, who: AccessClaims | null, query: ExtraPageQuery) {
  const { offset, limit } = paging(query);
  const { rows, totalCount } = await pageExtras(deps.db, { filters: await filtersOf(deps, who, query), sortBy: query.sortBy ?? 'DATE', orderBy: query.orderBy ?? 'DESC', offset, limit });
  return { results: rows.map(presentExtra), totalPages: Math.ceil(totalCount / limit), totalCount };
}
