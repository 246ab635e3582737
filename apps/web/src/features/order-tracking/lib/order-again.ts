import type { ExtraItem, MenuItem, Order } from '@forkly/contracts';
import { addToBasket, type OrderableItem } from '../../basket';
import { useBasket } from '../../../stores/basket-store';

/** What the restaurant offers now: its visible dishes and extras. */
export interface CurrentMenu {
  menus: Pick<MenuItem, 'id' | 'name' | 'price' | 'imageId'>[];
  extras: Pick<ExtraItem, 'id' | 'name' | 'price' | 'imageId'>[];
}

/**
 * An order's lines as the menu offers them today: the dish's own picture, name and price (the
 * order remembers neither the picture nor a changed price). A line whose dish is gone or hidden
 * is left out and counted, so the customer can be told.
 */
export function orderableLines(order: Pick<Order, 'lines'>, menu: CurrentMenu): { lines: { item: OrderableItem; quantity: number }[]; missing: number } {
  let missing = 0;
  const lines = order.lines.flatMap((line) => {
    const kind = line.menuId !== null ? ('menu' as const) : ('extra' as const);
    const id = line.menuId ?? line.extraId;
    const offered = (kind === 'menu' ? menu.menus : menu.extras).find((entry) => entry.id === id);
    if (!offered) {
      missing += 1;
      return [];
    }
    return [{ item: { kind, id: offered.id, name: offered.name, price: offered.price, imageId: offered.imageId }, quantity: line.quantity }];
  });
  return { lines, missing };
}

/** Why the customer is asked before the order goes into the basket, if at all. */
export type BasketConflict = { reason: 'otherRestaurant' | 'unpaidOrder'; current: { id: number; name: string } } | undefined;

/**
 * The menu asks before it empties another restaurant's basket; ordering again asks then too, and
 * also when the basket has become an order that is not paid yet: adding to it would change what
 * that order was for, and paying would make a second one. Keeping a basket of the same restaurant
 * that is not an order yet needs no question: the lines are merged, as the menu does.
 */
export function basketConflict(restaurantId: number): BasketConflict {
  const { orders, restaurant, orderId } = useBasket.getState();
  if (orders.length === 0 || !restaurant) return undefined;
  if (restaurant.id !== restaurantId) return { reason: 'otherRestaurant', current: restaurant };
  if (orderId) return { reason: 'unpaidOrder', current: restaurant };
  return undefined;
}

/**
 * Puts the order's lines back into the basket (merged with what the basket has of the same
 * restaurant). `replace` first empties the basket (and forgets its unpaid order), which the caller
 * has asked about. Returns how many lines are no longer offered.
 */
export function putOrderInBasket(order: Pick<Order, 'lines' | 'restaurant'>, menu: CurrentMenu, options: { replace?: boolean } = {}): number {
  if (options.replace) useBasket.getState().clear();
  const restaurant = { id: order.restaurant.id, name: order.restaurant.name };
  const { lines, missing } = orderableLines(order, menu);
  for (const { item, quantity } of lines) addToBasket(restaurant, item, quantity);
  return missing;
}
