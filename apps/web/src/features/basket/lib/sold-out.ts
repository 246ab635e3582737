import { useEffect } from 'react';
import { create } from 'zustand';
import type { RefusedItem } from '@forkly/contracts';
import { useBasket, type BasketLine } from '../../../stores/basket-store';
import { itemKeyOf, lineItemKey } from './basket-lines';

interface SoldOutState {
  restaurantId?: number;
  /** Item keys (`menu-3`, `extra-7`) the restaurant no longer offers: every line of such an item is sold out. */
  lineIds: string[];
  mark(restaurantId: number, lineIds: string[]): void;
}

/**
 * What the latest word from the server says has sold out of the basket: the checkout's refusal
 * (which names each dish) or the menu as it is now. The cart and the checkout read it to mark those
 * lines by name with a one-tap remove (issue 25). Not stored: the next load asks the server again.
 */
const useSoldOutStore = create<SoldOutState>()((set) => ({
  lineIds: [],
  mark: (restaurantId, lineIds) =>
    set((s) => (s.restaurantId === restaurantId && sameIds(s.lineIds, lineIds) ? s : { restaurantId, lineIds: [...lineIds].sort() })),
}));

const sameIds = (a: string[], b: string[]) => a.length === b.length && [...b].sort().every((id, i) => id === a[i]);

/** The item keys of a refusal's dishes. */
export function refusedLineIds(items: RefusedItem[]): string[] {
  return items.map((item) => (item.menuId !== undefined ? itemKeyOf({ kind: 'menu', id: item.menuId }) : itemKeyOf({ kind: 'extra', id: item.extraId! })));
}

export function markSoldOut(restaurantId: number, lineIds: string[]): void {
  useSoldOutStore.getState().mark(restaurantId, lineIds);
}

/** The basket's lines that are sold out, as the latest word from the server has it. */
export function useSoldOutLines(): BasketLine[] {
  const restaurantId = useBasket((s) => s.restaurant?.id);
  const lines = useBasket((s) => s.orders);
  const soldOut = useSoldOutStore((s) => (s.restaurantId === restaurantId ? s.lineIds : undefined));
  if (!soldOut?.length) return [];
  return lines.filter((line) => soldOut.includes(lineItemKey(line)));
}

/**
 * The menu as it loads now tells which of the basket's lines this restaurant no longer offers: a
 * dish hidden or removed since it was added. `offered` is undefined while the menu loads.
 */
export function useSoldOutFromMenu(restaurantId: number, offered: { kind: 'menu' | 'extra'; id: number }[] | undefined) {
  const basketRestaurantId = useBasket((s) => s.restaurant?.id);
  const lines = useBasket((s) => s.orders);
  useEffect(() => {
    if (!offered || basketRestaurantId !== restaurantId) return;
    const onMenu = new Set(offered.map((item) => itemKeyOf(item)));
    markSoldOut(restaurantId, [...new Set(lines.map(lineItemKey).filter((key) => !onMenu.has(key)))]);
  }, [offered, lines, restaurantId, basketRestaurantId]);
}
