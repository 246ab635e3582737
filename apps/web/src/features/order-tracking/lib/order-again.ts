import type { Order } from '@forkly/contracts';
import { addToBasket, type OrderableItem } from '../../basket/lib/basket-lines';
import { useBasket } from '../../../stores/basket-store';

/** An order's lines as the menu would offer them again; prices are checked afresh at checkout. */
export function orderableLines(order: Pick<Order, 'lines'>): { item: OrderableItem; quantity: number }[] {
  return order.lines.flatMap((line) => {
    const kind = line.menuId !== null ? ('menu' as const) : ('extra' as const);
    const id = line.menuId ?? line.extraId;
    return id === null ? [] : [{ item: { kind, id, name: line.name, price: line.price, imageId: null }, quantity: line.quantity }];
  });
}

/**
 * Puts the order's lines back into the basket (merged with what the basket has of the same
 * restaurant). `replace` first empties a basket of another restaurant, which the caller has asked about.
 */
export function putOrderInBasket(order: Pick<Order, 'lines' | 'restaurant'>, options: { replace?: boolean } = {}): void {
  if (options.replace) useBasket.getState().clear();
  const restaurant = { id: order.restaurant.id, name: order.restaurant.name };
  for (const { item, quantity } of orderableLines(order)) addToBasket(restaurant, item, quantity);
}
