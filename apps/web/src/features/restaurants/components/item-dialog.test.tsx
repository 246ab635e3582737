// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuOptionGroup } from '@forkly/contracts';
import { useBasket } from '../../../stores/basket-store';
import { ItemDialog } from './item-dialog';
import type { MenuEntry } from './menu-item-card';

const SIZE: MenuOptionGroup = {
  id: 1,
  name: 'Size',
  required: true,
  multiple: false,
  maxChoices: 1,
  options: [
    { id: 11, name: 'S', priceDelta: -1 },
    { id: 12, name: 'M', priceDelta: 0 },
    { id: 13, name: 'L', priceDelta: 2.5 },
  ],
};
const REMOVE: MenuOptionGroup = {
  id: 2,
  name: 'Remove',
  required: false,
  multiple: true,
  maxChoices: 1,
  options: [
    { id: 21, name: 'without onions', priceDelta: 0 },
    { id: 22, name: 'without olives', priceDelta: 0 },
  ],
};
const pizza: MenuEntry = {
  kind: 'menu',
  id: 5,
  name: 'Pizza Margherita',
  price: 8.5,
  imageId: null,
  description: 'Tomato, mozzarella',
  allergens: [],
  optionGroups: [SIZE, REMOVE],
};
const restaurant = { id: 2, name: 'Pizzeria Bella Rhein' };

beforeEach(() => useBasket.getState().clear());
afterEach(cleanup);

describe('the dish dialog with options (decision 045)', () => {
  it('marks required groups, blocks Add until they are chosen, and says what is missing', () => {
    const onClose = vi.fn();
    render(<ItemDialog item={pizza} restaurant={restaurant} onClose={onClose} />);
    const size = screen.getByRole('group', { name: /Size/ });
    expect(within(size).getByText('Required')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: /Remove/ })).getByText('Optional')).toBeTruthy();
    expect(within(size).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Add to basket · €8.50' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose an option in the group marked above first.');
    expect(screen.getByText('Choose an option for Size.')).toBeTruthy();
    expect(document.activeElement).toBe(within(size).getByRole('radio', { name: /^S/ }));
    expect(useBasket.getState().orders).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the price with the choices and adds a line that carries them', () => {
    const onClose = vi.fn();
    render(<ItemDialog item={pizza} restaurant={restaurant} onClose={onClose} />);
    fireEvent.click(screen.getByRole('radio', { name: /^L/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /without onions/ }));
    // The group's maximum of one is reached: the other removal cannot be chosen too.
    expect((screen.getByRole('checkbox', { name: /without olives/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('€11.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket · €11.00' }));
    expect(onClose).toHaveBeenCalled();
    const [line] = useBasket.getState().orders;
    expect(line).toMatchObject({
      id: 'menu-5~13.21',
      menu: { id: 5, name: 'Pizza Margherita', price: 11 },
      options: [
        { id: 13, group: 'Size', name: 'L', price: 2.5 },
        { id: 21, group: 'Remove', name: 'without onions', price: 0 },
      ],
    });
  });

  it('adds the same dish with another size as another line, and the same choice to its line', () => {
    for (const size of [/^M/, /^L/, /^M/]) {
      render(<ItemDialog item={pizza} restaurant={restaurant} onClose={() => {}} />);
      fireEvent.click(screen.getByRole('radio', { name: size }));
      fireEvent.click(screen.getByRole('button', { name: /Add to basket/ }));
      cleanup();
    }
    expect(useBasket.getState().orders.map((l) => [l.id, l.quantity, l.menu?.price])).toEqual([
      ['menu-5~12', 2, 8.5],
      ['menu-5~13', 1, 11],
    ]);
  });
});
