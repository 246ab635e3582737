import { centsToEuro, euroToCents, MAX_QUANTITY, MIN_QUANTITY } from '@forkly/contracts';
import { useBasket, type BasketLine, type BasketOption } from '../../../stores/basket-store';

/** SPEC.md section 5: a line holds 1 to 99 of an item, whatever was added or typed. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(value)));
}

/** Something the menu offers: a dish or an extra, each its own basket line (DESIGN.md section 6a). */
export interface OrderableItem {
  kind: 'menu' | 'extra';
  id: number;
  name: string;
  price: number;
  imageId: number | null;
}

export interface BasketRestaurant {
  id: number;
  name: string;
}

/** The item a line holds, whatever options it has: `menu-3`, `extra-7` (sold-out marks go by it). */
export function itemKeyOf(item: Pick<OrderableItem, 'kind' | 'id'>): string {
  return `${item.kind}-${item.id}`;
}

/**
 * One line per item and choice of options: adding the same again raises its quantity; the same
 * dish with other options is another line (`menu-3~12.21`, options in menu order).
 */
export function lineIdOf(item: Pick<OrderableItem, 'kind' | 'id'>, options: readonly { id: number }[] = []): string {
  return options.length ? `${itemKeyOf(item)}~${options.map((o) => o.id).join('.')}` : itemKeyOf(item);
}

export function lineItem(line: BasketLine) {
  return line.menu ?? line.extra;
}

/** The item key of a basket line. */
export function lineItemKey(line: BasketLine): string {
  return line.menu ? itemKeyOf({ kind: 'menu', id: line.menu.id }) : itemKeyOf({ kind: 'extra', id: line.extra?.id ?? 0 });
}

/** The dish's price with its chosen options, added in cents. */
export function priceWithOptions(price: number, options: readonly { price: number }[] = []): number {
  return centsToEuro(options.reduce((sum, o) => sum + euroToCents(o.price), euroToCents(price)));
}

/** The basket holds one restaurant's items (SPEC.md section 3): another restaurant must ask first. */
export function basketBelongsElsewhere(restaurantId: number): BasketRestaurant | undefined {
  const { orders, restaurant } = useBasket.getState();
  return orders.length > 0 && restaurant && restaurant.id !== restaurantId ? restaurant : undefined;
}

/**
 * Adds `quantity` of the item with its chosen options (in menu order), merging with the line of the
 * same choice (at most 99).
 */
export function addToBasket(restaurant: BasketRestaurant, item: OrderableItem, quantity: number, options: BasketOption[] = []): void {
  const basket = useBasket.getState();
  const id = lineIdOf(item, options);
  const ref = { id: item.id, name: item.name, price: priceWithOptions(item.price, options) };
  const chosen = options.length ? { options } : {};
  const existing = basket.orders.find((line) => line.id === id);
  if (existing) {
    // The menu's current name and price win over what the line remembered.
    basket.updateItem(id, { quantity: clampQuantity(existing.quantity + quantity), [item.kind]: ref, image: { id: item.imageId }, ...chosen });
    return;
  }
  basket.addItem(restaurant, { id, quantity: clampQuantity(quantity), [item.kind]: ref, image: { id: item.imageId }, ...chosen });
}

/** Empties the basket of the other restaurant and starts this one's with the item. */
export function replaceBasket(restaurant: BasketRestaurant, item: OrderableItem, quantity: number, options: BasketOption[] = []): void {
  useBasket.getState().clear();
  addToBasket(restaurant, item, quantity, options);
}
