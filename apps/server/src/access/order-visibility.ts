import type { OrderStatus } from '@forkly/contracts';
import { AppError } from '../lib/app-error';
import type { Database, Tx } from '../db/client';
import type { AccessClaims } from '../lib/jwt';
import { isStaff, runsARestaurant } from './access';
import { restaurantIdsRunBy } from './order-visibility.repo';

/*
 * Who may see an order, who moves it, and which orders a list shows (DESIGN.md sections 3 and 6):
 * its customer, its restaurant (and the parent restaurant of a branch), its assigned courier, and
 * staff. This is the one place the rule is written; the order services, the list and statistics
 * queries, the event hub, ratings and tickets ask it. Anyone else is told the order does not exist
 * (404), so order ids do not leak.
 */

type Caller = Pick<AccessClaims, 'userId' | 'role'>;

/** The accounts an order concerns, as the repositories read them. */
export interface OrderParties {
  customerId: number;
  courierId: number | null;
  /** The account of the order's restaurant. */
  restaurantAccountId: number;
  /** For a branch's order, the parent restaurant's account (a RESTAURANT_ADMIN). */
  parentAccountId: number | null;
}

/** The customer who placed it (the calls only a customer makes: lines, checkout, cancel, rating). */
export function isOrderCustomer(who: Caller, customerId: number): boolean {
  return who.role === 'USER' && customerId === who.userId;
}

/** The courier it is assigned to. */
export function isAssignedCourier(who: Caller, courierId: number | null): boolean {
  return who.role === 'COURIER' && courierId !== null && courierId === who.userId;
}

/** The account of its restaurant, or of the parent restaurant of a branch. */
export function runsOrderRestaurant(who: Caller, order: Pick<OrderParties, 'restaurantAccountId' | 'parentAccountId'>): boolean {
  return runsARestaurant(who) && (order.restaurantAccountId === who.userId || order.parentAccountId === who.userId);
}

/** Whether the caller may see the order at all. */
export function maySeeOrder(who: Caller, order: OrderParties): boolean {
  return isStaff(who) || isOrderCustomer(who, order.customerId) || isAssignedCourier(who, order.courierId) || runsOrderRestaurant(who, order);
}

/** The order's map and its rating: its customer and staff (courier and kitchen have their own screens). */
export function mayFollowOrder(who: Caller, customerId: number): boolean {
  return isStaff(who) || isOrderCustomer(who, customerId);
}

type NotFound = 'orderNotFound' | 'orderItemNotFound';

/** Refuses as "not found" (404), as if the order did not exist, unless the caller may see it. */
export function assertMaySeeOrder(who: Caller, order: OrderParties, error: NotFound = 'orderNotFound'): void {
  if (!maySeeOrder(who, order)) throw new AppError(error);
}

/** Refuses as "not found" unless the caller is the order's customer. */
export function assertOrderCustomer(who: Caller, customerId: number, error: NotFound = 'orderNotFound'): void {
  if (!isOrderCustomer(who, customerId)) throw new AppError(error);
}

/**
 * The restaurant path (PUT /restaurant/order/{id}) also serves staff, for one move only: a cancel
 * (DESIGN.md section 6, "Who moves an order").
 */
export function staffMayMoveOrderTo(to: OrderStatus): boolean {
  return to === 'CANCELLED';
}

/** The restaurant path for a restaurant account: its own orders and its branches'; anyone else 403. */
export function assertRestaurantPath(who: Caller, order: Pick<OrderParties, 'restaurantAccountId' | 'parentAccountId'>): void {
  if (!runsOrderRestaurant(who, order)) throw new AppError('forbidden');
}

/** The courier path (PUT /courier/order/{id}): only the assigned courier; anyone else 403. */
export function assertCourierPath(who: Caller, courierId: number | null): void {
  if (!isAssignedCourier(who, courierId)) throw new AppError('forbidden');
}

/** What a list or count of orders asks for: any of these may narrow it. */
export interface OrderScopeRequest {
  userId?: number;
  courierId?: number;
  restaurantId?: number;
}

/** The orders a list may show: those matching every given field. */
export interface OrderListScope {
  userId?: number;
  courierId?: number;
  restaurantIds?: number[];
}

/**
 * Which orders a list (and the counts over it) shows the caller (SPEC.md section 6): a customer
 * or courier their own, a restaurant its own and its branches', a branch only its own, staff
 * every one. The request may narrow that; naming someone else's orders is refused (403) rather
 * than quietly ignored, so a wrong link never looks like an empty list.
 */
export async function orderListScope(db: Database | Tx, who: Caller, requested: OrderScopeRequest): Promise<OrderListScope> {
  const scope: OrderListScope = { userId: requested.userId, courierId: requested.courierId };
  if (requested.restaurantId !== undefined) scope.restaurantIds = [requested.restaurantId];
  if (isStaff(who)) return scope;
  switch (who.role) {
    case 'USER':
      if (requested.userId !== undefined && requested.userId !== who.userId) throw new AppError('forbidden');
      return { ...scope, userId: who.userId };
    case 'COURIER':
      if (requested.courierId !== undefined && requested.courierId !== who.userId) throw new AppError('forbidden');
      return { ...scope, courierId: who.userId };
    case 'RESTAURANT_ADMIN':
    case 'RESTAURANT_BRANCH': {
      const own = await restaurantIdsRunBy(db, who.userId);
      if (requested.restaurantId !== undefined && !own.includes(requested.restaurantId)) throw new AppError('forbidden');
      return { ...scope, restaurantIds: scope.restaurantIds ?? own };
    }
    default:
      return { ...scope, restaurantIds: [] };
  }
}
