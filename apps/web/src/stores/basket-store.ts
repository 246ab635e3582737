import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { centsToEuro, euroToCents, type TipPercentage } from '@forkly/contracts';
import { rememberPlacedOrder, STORAGE_KEYS } from '../lib/session';
import { loadStoredStateSchemas, validatedStorage } from './stored-state';

export interface BasketItemRef {
  id: number;
  name: string;
  price: number;
}

/** A dish option chosen for a line (decision 045): its price difference in euro. */
export interface BasketOption {
  id: number;
  group: string;
  name: string;
  price: number;
}

/**
 * One cart line (SPEC.md section 3): a menu item or an extra, never both. A dish's line may carry
 * chosen options; its `menu.price` is then the price with them.
 */
export interface BasketLine {
  id: string;
  quantity: number;
  menu?: BasketItemRef;
  extra?: BasketItemRef;
  image?: { id: number | null };
  options?: BasketOption[];
}

/** A delivery address as checkout sends it (the contracts' address, with a saved one's coordinates). */
export interface DeliveryAddress {
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  apartmentNr?: string;
  floor?: number;
  latitude?: number | null;
  longitude?: number | null;
  placeId?: string;
}

/** The basket's `deliveryAddress` (SPEC.md section 4): the saved one (use my address) or another. */
export interface BasketDeliveryAddress {
  useMyAddress: boolean;
  address: DeliveryAddress;
}

/** The Idempotency-Key for placing this basket as an order, and the request it was made for. */
export interface CheckoutKey {
  key: string;
  request: string;
}

/** What `av.order` keeps (SPEC.md section 3). */
export interface StoredBasket {
  restaurant?: { id: number; name: string };
  orders: BasketLine[];
  promocode?: string;
  note?: string;
  deliveryAddress?: BasketDeliveryAddress;
  /** The unpaid order this basket became, so paying again never makes a second order. */
  orderId?: number;
  /** Kept until the order exists, so a retried "place order" never makes a second order. */
  checkoutKey?: CheckoutKey;
  /** The courier's tip as chosen at checkout (issue 25); the server turns it into cents. */
  tip?: BasketTip;
}

/** A share of the food after the discount (5, 10 or 15 %), or an amount in euro. */
export type BasketTip = { percentage: TipPercentage } | { amount: number };

interface BasketState extends StoredBasket {
  addItem(restaurant: { id: number; name: string }, line: BasketLine): void;
  removeItem(id: string): void;
  updateItem(id: string, patch: Partial<BasketLine>): void;
  setDeliveryAddress(address?: BasketDeliveryAddress): void;
  setNote(note?: string): void;
  setPromocode(code?: string): void;
  setOrderId(orderId?: number): void;
  setCheckoutKey(checkoutKey?: CheckoutKey): void;
  setTip(tip?: BasketTip): void;
  clear(): void;
}

/** The basket `av.order` of SPEC.md sections 3 and 4: one restaurant's items, restored on load. */
export const useBasket = create<BasketState>()(
  persist(
    (set) => ({
      orders: [],
      addItem: (restaurant, line) => set((s) => ({ restaurant, orders: [...s.orders, line] })),
      removeItem: (id) =>
        set((s) => {
          const orders = s.orders.filter((line) => line.id !== id);
          return orders.length ? { orders } : { orders, restaurant: undefined };
        }),
      updateItem: (id, patch) => set((s) => ({ orders: s.orders.map((line) => (line.id === id ? { ...line, ...patch } : line)) })),
      setDeliveryAddress: (deliveryAddress) => set({ deliveryAddress }),
      setNote: (note) => set({ note }),
      setPromocode: (promocode) => set({ promocode }),
      setOrderId: (orderId) => {
        // The basket became an order: the session's list of placed orders (av.orders) learns it.
        if (orderId !== undefined) rememberPlacedOrder(orderId);
        set({ orderId });
      },
      setCheckoutKey: (checkoutKey) => set({ checkoutKey }),
      setTip: (tip) => set({ tip }),
      clear: () => set({ orders: [], restaurant: undefined, promocode: undefined, orderId: undefined, checkoutKey: undefined, tip: undefined }),
    }),
    {
      name: STORAGE_KEYS.basket,
      storage: validatedStorage<StoredBasket>(() => loadStoredStateSchemas().then((m) => m.storedBasketSchema)),
      partialize: ({ restaurant, orders, promocode, note, deliveryAddress, orderId, checkoutKey, tip }) => ({
        restaurant,
        orders,
        promocode,
        note,
        deliveryAddress,
        orderId,
        checkoutKey,
        tip,
      }),
    },
  ),
);

/** Subtotal = Σ quantity × price, added up in whole cents, back to euro for display. */
export function basketSubtotal(lines: BasketLine[]): number {
  const cents = lines.reduce((sum, l) => sum + l.quantity * euroToCents((l.menu ?? l.extra)?.price ?? 0), 0);
  return centsToEuro(cents);
}

export function basketItemCount(lines: BasketLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}
