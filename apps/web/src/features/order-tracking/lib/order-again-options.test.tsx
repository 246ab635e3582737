// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { MenuOptionGroup, Order } from '@forkly/contracts';
import { useBasket } from '../../../stores/basket-store';
import { putOrderInBasket, type CurrentMenu } from './order-again';

const SIZE: MenuOptionGroup = {
  id: 1,
  name: 'Size',
  required: true,
  multiple: false,
  maxChoices: 1,
  options: [
    { id: 11, name: 'M', priceDelta: 0 },
    { id: 13, name: 'L', priceDelta: 3 },
  ],
};
const line = (id: number, menuId: number, name: string, options: Order['lines'][number]['options']) => ({
  id,
  orderId: 9,
  menuId,
  extraId: null,
  name,
  price: 10,
  quantity: 2,
  lineTotal: 20,
  options,
});
const order: Pick<Order, 'lines' | 'restaurant'> = {
  restaurant: { id: 2, name: 'Pizzeria Bella Rhein', contact: '', orderable: true },
  lines: [
    // L was €2.50 when ordered; today it costs €3.00 and is called the same.
    line(1, 5, 'Pizza Margherita', [{ id: 13, group: 'Size', name: 'L', priceDelta: 2.5 }]),
    // Ordered before the dish had a required size.
    line(2, 6, 'Pizza Funghi', []),
    // Its option was removed since.
    line(3, 7, 'Pizza Salame', [{ id: 99, group: 'Size', name: 'XL', priceDelta: 4 }]),
  ],
};
const menu: CurrentMenu = {
  menus: [
    { id: 5, name: 'Pizza Margherita', price: 8.5, imageId: null, optionGroups: [SIZE] },
    { id: 6, name: 'Pizza Funghi', price: 9.9, imageId: null, optionGroups: [SIZE] },
    { id: 7, name: 'Pizza Salame', price: 10.5, imageId: null, optionGroups: [SIZE] },
  ],
  extras: [],
};

beforeEach(() => useBasket.getState().clear());

describe('ordering again with dish options (decision 045)', () => {
  it("keeps a line's options at today's prices, and names the dishes whose options no longer fit", () => {
    expect(putOrderInBasket(order, menu)).toEqual({ missing: 0, changed: ['Pizza Funghi', 'Pizza Salame'] });
    expect(useBasket.getState().orders).toEqual([
      {
        id: 'menu-5~13',
        quantity: 2,
        menu: { id: 5, name: 'Pizza Margherita', price: 11.5 },
        image: { id: null },
        options: [{ id: 13, group: 'Size', name: 'L', price: 3 }],
      },
    ]);
  });
});
