import { describe, expect, it } from 'vitest';
import type { Role } from '@forkly/contracts';
import { mayFollowOrder, maySeeOrder, runsOrderRestaurant, staffMayMoveOrderTo, type OrderParties } from './order-visibility';

/** A branch's order: customer 1, courier 2, the branch's account 3, its parent restaurant's account 4. */
const order: OrderParties = { customerId: 1, courierId: 2, restaurantAccountId: 3, parentAccountId: 4 };
const as = (role: Role, userId: number) => ({ role, userId });

describe('order visibility', () => {
  it.each([
    ['its customer', as('USER', 1), true],
    ['another customer', as('USER', 9), false],
    ['its courier', as('COURIER', 2), true],
    ['another courier', as('COURIER', 9), false],
    ["its branch's account", as('RESTAURANT_BRANCH', 3), true],
    ["the parent restaurant's account", as('RESTAURANT_ADMIN', 4), true],
    ['another restaurant', as('RESTAURANT_ADMIN', 9), false],
    ['SERVICE', as('SERVICE', 9), true],
    ['ADMIN', as('ADMIN', 9), true],
    // An id alone is not enough: the role must be the party's.
    ['the customer id with a courier role', as('COURIER', 1), false],
    ['the courier id with a customer role', as('USER', 2), false],
    ['the restaurant account id with a customer role', as('USER', 3), false],
  ] as const)('%s: may see it = %s', (_who, who, expected) => {
    expect(maySeeOrder(who, order)).toBe(expected);
  });

  it('lets an unassigned order be seen by no courier', () => {
    expect(maySeeOrder(as('COURIER', 2), { ...order, courierId: null })).toBe(false);
  });

  it('gives the map and the rating to its customer and staff only', () => {
    expect([as('USER', 1), as('SERVICE', 9), as('ADMIN', 9)].every((who) => mayFollowOrder(who, order.customerId))).toBe(true);
    expect([as('USER', 9), as('COURIER', 2), as('RESTAURANT_BRANCH', 3), as('RESTAURANT_ADMIN', 4)].some((who) => mayFollowOrder(who, order.customerId))).toBe(
      false,
    );
  });

  it('moves along the restaurant path only for its restaurant or parent, and staff only to cancel', () => {
    expect(runsOrderRestaurant(as('RESTAURANT_BRANCH', 3), order)).toBe(true);
    expect(runsOrderRestaurant(as('RESTAURANT_ADMIN', 4), order)).toBe(true);
    expect(runsOrderRestaurant(as('RESTAURANT_ADMIN', 9), order)).toBe(false);
    expect(runsOrderRestaurant(as('ADMIN', 3), order)).toBe(false);
    expect(staffMayMoveOrderTo('CANCELLED')).toBe(true);
    expect(staffMayMoveOrderTo('AWAITING_PICKUP')).toBe(false);
  });
});
