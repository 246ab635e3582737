import { MAX_QUANTITY, MIN_QUANTITY } from '@forkly/contracts';
import { useBasket, type BasketLine } from '../../../stores/basket-store';

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

/** One line per item: adding the same item again raises its quantity instead of a second line. */
export function lineIdOf(item: Pick<OrderableItem, 'kind' | 'id'>): string {
  return `${item.kind}-${item.id}`;
}

export function lineItem(line: BasketLine) {
  return line.menu ?? line.extra;
}

/** The basket holds one restaurant's items (SPEC.md section 3): another restaurant must ask first. */
export function basketBelongsElsewhere(restaurantId: number): BasketRestaurant | undefined {
  const { orders, restaurant } = useBasket.getState();
  return orders.length > 0 && restaurant && restaurant.id !== restaurantId ? restaurant : undefined;
}

/** Adds `quantity` of the item, merging with its line (at most 99). */
export function addToBasket(restaurant: BasketRestaurant, item: OrderableItem, quantity: number): void {
  const basket = useBasket.getState();
  const id = lineIdOf(item);
  const ref = { id: item.id, name: item.name, price: item.price };
  const existing = basket.orders.find((line) => line.id === id);
  if (existing) {
    // The menu's current name and price win over what the line remembered.
    basket.updateItem(id, { quantity: clampQuantity(existing.quantity + quantity), [item.kind]: ref, image: { id: item.imageId } });
    return;
  }
  basket.addItem(restaurant, { id, quantity: clampQuantity(quantity), [item.kind]: ref, image: { id: item.imageId } });
}

/** Empties the basket of the other restaurant and starts this one's with the item. */
export function replaceBasket(restaurant: BasketRestaurant, item: OrderableItem, quantity: number): void {
  useBasket.getState().clear();
  addToBasket(restaurant, item, quantity);
}
