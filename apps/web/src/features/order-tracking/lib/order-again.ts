import { centsToEuro, euroToCents, type ExtraItem, type MenuItem, type MenuOptionGroup, type Order } from '@forkly/contracts';
import { chooseOptions } from '@forkly/domain';
import { addToBasket, type OrderableItem } from '../../basket';
import { useBasket, type BasketOption } from '../../../stores/basket-store';

/** What the restaurant offers now: its visible dishes (with their option groups) and extras. */
export interface CurrentMenu {
  menus: (Pick<MenuItem, 'id' | 'name' | 'price' | 'imageId'> & { optionGroups?: MenuOptionGroup[] })[];
  extras: Pick<ExtraItem, 'id' | 'name' | 'price' | 'imageId'>[];
}

/** What ordering again made of an order's lines. */
export interface OrderableLines {
  lines: { item: OrderableItem; quantity: number; options: BasketOption[] }[];
  /** Lines whose dish or extra is no longer offered. */
  missing: number;
  /** Dishes left out because their options changed (one removed, a new required group): chosen again on the menu. */
  changed: string[];
}

/**
 * The line's options as the dish offers them today (decision 045), by the same rules the server
 * checks; undefined when one is gone or a required group has no choice.
 */
function currentOptions(line: Order['lines'][number], groups: MenuOptionGroup[]): BasketOption[] | undefined {
  const rules = groups.map((g) => ({ ...g, options: g.options.map((o) => ({ id: o.id, name: o.name, priceDeltaCents: euroToCents(o.priceDelta) })) }));
  const choice = chooseOptions(
    rules,
    line.options.map((o) => o.id),
  );
  if (!choice.ok) return undefined;
  return choice.chosen.map((o) => ({ id: o.id, group: o.group, name: o.name, price: centsToEuro(o.priceDeltaCents) }));
}

/**
 * An order's lines as the menu offers them today: the dish's own picture, name and price (the
 * order remembers neither the picture nor a changed price), with the same options. A line whose
 * dish is gone or hidden is left out and counted; one whose options no longer fit is left out and
 * named, so the customer can be told.
 */
export function orderableLines(order: Pick<Order, 'lines'>, menu: CurrentMenu): OrderableLines {
  let missing = 0;
  const changed: string[] = [];
  const lines = order.lines.flatMap((line) => {
    const kind = line.menuId !== null ? ('menu' as const) : ('extra' as const);
    const id = line.menuId ?? line.extraId;
    const dish = kind === 'menu' ? menu.menus.find((entry) => entry.id === id) : undefined;
    const offered = dish ?? menu.extras.find((entry) => kind === 'extra' && entry.id === id);
    if (!offered) {
      missing += 1;
      return [];
    }
    const options = dish ? currentOptions(line, dish.optionGroups ?? []) : [];
    if (!options) {
      changed.push(offered.name);
      return [];
    }
    return [{ item: { kind, id: offered.id, name: offered.name, price: offered.price, imageId: offered.imageId }, quantity: line.quantity, options }];
  });
  return { lines, missing, changed };
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
 * restaurant and options). `replace` first empties the basket (and forgets its unpaid order),
 * which the caller has asked about. Tells what was left out.
 */
export function putOrderInBasket(
  order: Pick<Order, 'lines' | 'restaurant'>,
  menu: CurrentMenu,
  options: { replace?: boolean } = {},
): Pick<OrderableLines, 'missing' | 'changed'> {
  if (options.replace) useBasket.getState().clear();
  const restaurant = { id: order.restaurant.id, name: order.restaurant.name };
  const { lines, missing, changed } = orderableLines(order, menu);
  for (const line of lines) addToBasket(restaurant, line.item, line.quantity, line.options);
  return { missing, changed };
}
