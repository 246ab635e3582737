import type { Role } from '@forkly/contracts';

/**
 * The query-key families that more than one feature reads or refreshes (and `live-events.ts`):
 * each has one factory here, so an invalidation can never miss a query by a misspelt key. Keys
 * that only one feature uses live in that feature's `api/<feature>-keys.ts`. Every key starts
 * with its family's prefix, so invalidating the prefix refreshes the whole family. The active
 * user's key lives in active-user.ts: nearly every page reads it, and nothing else here.
 */

/** Every order list (the customer's, the dashboard's, a courier's, support's choices) and one order. */
export const orderKeys = {
  /** Prefix of every order list. */
  lists: () => ['orders'] as const,
  list: <const P extends readonly unknown[]>(...parts: P) => ['orders', ...parts] as const,
  /** Prefix of everything about one order (its detail, tracking, rating). */
  detail: (id: number) => ['order', id] as const,
  detailPart: (id: number, part: 'tracking' | 'rating') => ['order', id, part] as const,
};

/** What customers read of a restaurant: the cursor list, and one restaurant's menu page. */
export const restaurantKeys = {
  lists: () => ['restaurants'] as const,
  cursorList: <F>(filters: F) => ['restaurants', 'cursor', filters] as const,
  detail: (id: number) => ['restaurant', id] as const,
  menus: (id: number) => ['restaurant', id, 'menus'] as const,
  extras: (id: number) => ['restaurant', id, 'extras'] as const,
  overview: <P>(id: number, point: P | null) => ['restaurant', id, 'overview', point] as const,
};

/** A restaurant's branches, as its admin and staff see them. */
export const branchKeys = {
  all: () => ['restaurant-admin', 'branches'] as const,
  list: <Q>(restaurantId: number, query: Q) => ['restaurant-admin', 'branches', restaurantId, query] as const,
};

/** The staff's restaurant screens: one change refreshes them all. */
export const restaurantDirectoryKeys = {
  all: () => ['restaurant-directory'] as const,
  list: <Q>(query: Q) => ['restaurant-directory', 'list', query] as const,
  detail: (id: number) => ['restaurant-directory', 'one', id] as const,
};

/** The profile of an account by role (its own, or a courier's page). */
export const profileKeys = {
  all: () => ['profile'] as const,
  detail: (role: Role, id: number) => ['profile', role, id] as const,
};

/** ADMIN's audit log: every staff action adds to it. */
export const auditKeys = {
  all: () => ['audit'] as const,
  list: <Q>(query: Q) => ['audit', query] as const,
};
