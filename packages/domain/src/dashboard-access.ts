import { COUPON_MANAGERS, DASHBOARD_ROLES, MENU_MANAGERS, pagePaths, RESTAURANT_ROLES, STAFF, type Role } from '@forkly/contracts';

/**
 * Dashboard sections and the roles that may open them (SPEC.md section 2's table), in the role
 * groups of `@forkly/contracts` that the endpoints behind each section declare too.
 */
export const DASHBOARD_SECTIONS = {
  home: DASHBOARD_ROLES,
  profileDetails: DASHBOARD_ROLES,
  restaurants: STAFF,
  partners: STAFF,
  branches: ['RESTAURANT_ADMIN'],
  users: STAFF,
  services: ['ADMIN'],
  couriers: STAFF,
  coupons: COUPON_MANAGERS,
  menus: MENU_MANAGERS,
  extras: MENU_MANAGERS,
  tickets: DASHBOARD_ROLES,
  orders: DASHBOARD_ROLES,
  /** Beyond SPEC.md's table (issue 8, "Accountability"): the record of staff actions and the mail outbox. */
  audit: ['ADMIN'],
  outbox: ['ADMIN'],
  /** Issue 11: the job queue (mail, refunds, the sweeper), its failures and a retry (decision 019). */
  jobs: ['ADMIN'],
  /** Issue 24: how well delivery promises held, per zone and restaurant (GET /dispatch/promise-accuracy). */
  promises: STAFF,
  /** Issue 21: one zone's open orders, couriers and demand, live, with staff's actions (decision 036). */
  operations: STAFF,
  /** Issue 21: a restaurant's own acceptance, misses, rejections, ready times and ratings. */
  performance: RESTAURANT_ROLES,
  /** Issue 21: every restaurant's figures, sortable, for staff. */
  restaurantPerformance: STAFF,
} as const satisfies Record<string, readonly Role[]>;

export type DashboardSection = keyof typeof DASHBOARD_SECTIONS;

export function canOpenSection(role: Role | undefined, section: DashboardSection): boolean {
  return !!role && (DASHBOARD_SECTIONS[section] as readonly Role[]).includes(role);
}

/** The tickets tab is labelled Messages for couriers and Tickets for everyone else. */
export function ticketsTabLabel(role: Role): 'messages' | 'tickets' {
  return role === 'COURIER' ? 'messages' : 'tickets';
}

/** Where each role lands after login (SPEC.md section 4). */
export function landingPathAfterLogin(role: Role, basketRestaurantId?: number): string {
  if (role !== 'USER') return pagePaths.dashboard;
  return basketRestaurantId ? pagePaths.checkout(basketRestaurantId) : pagePaths.restaurants;
}
