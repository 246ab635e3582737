// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session';
import { useBasket } from '../../../stores/basket-store';
import { addToBasket, replaceBasket } from '../lib/basket-lines';
import { markSoldOut } from '../lib/sold-out';
import { CartSheet } from './cart-sheet';

const PIZZERIA = { id: 3, name: 'Pizzeria Bella Rhein' };
const margherita = { kind: 'menu' as const, id: 11, name: 'Margherita', price: 8.9, imageId: 5 };
const cola = { kind: 'extra' as const, id: 4, name: 'Cola', price: 2.5, imageId: null };

afterEach(() => {
  cleanup();
  useBasket.setState({ orders: [], restaurant: undefined });
  useSession.setState({ status: 'loading' });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderSheet() {
  let open = true;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <CartSheet open={open} onOpenChange={(next) => (open = next)} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/details/menu/3'] },
  );
  render(<RouterProvider router={router} />);
  return { isOpen: () => open };
}

describe('basket lines', () => {
  it('adds a menu item and an extra as their own lines; the same item again raises its quantity, at most 99', () => {
    addToBasket(PIZZERIA, margherita, 2);
    addToBasket(PIZZERIA, cola, 1);
    addToBasket(PIZZERIA, margherita, 1);
    const { orders, restaurant } = useBasket.getState();
    expect(restaurant).toEqual(PIZZERIA);
    expect(orders).toEqual([
      { id: 'menu-11', quantity: 3, menu: { id: 11, name: 'Margherita', price: 8.9 }, image: { id: 5 } },
      { id: 'extra-4', quantity: 1, extra: { id: 4, name: 'Cola', price: 2.5 }, image: { id: null } },
    ]);
    addToBasket(PIZZERIA, margherita, 99);
    expect(useBasket.getState().orders[0]!.quantity).toBe(99);
  });

  it('replacing empties the other restaurant’s basket first', () => {
    addToBasket(PIZZERIA, margherita, 2);
    replaceBasket({ id: 9, name: 'Sushi' }, { kind: 'menu', id: 70, name: 'Maki', price: 6, imageId: null }, 1);
    expect(useBasket.getState().restaurant).toEqual({ id: 9, name: 'Sushi' });
    expect(useBasket.getState().orders.map((l) => l.id)).toEqual(['menu-70']);
  });
});

describe('CartSheet', () => {
  it('shows the restaurant, the item count, the subtotal at top and bottom, and the lines', () => {
    addToBasket(PIZZERIA, margherita, 2);
    addToBasket(PIZZERIA, cola, 1);
    renderSheet();
    const sheet = screen.getByRole('dialog', { name: 'Pizzeria Bella Rhein' });
    expect(within(sheet).getByText('3 item(s)')).toBeTruthy();
    // 2 x 8.90 + 2.50
    expect(within(sheet).getAllByText('€20.30')).toHaveLength(2);
    expect(within(sheet).getByRole('button', { name: /^Edit Margherita, / }).textContent).toContain('€17.80');
    expect(within(sheet).getByRole('link', { name: 'Add Items' }).getAttribute('href')).toBe('/details/menu/3');
  });

  it('edits a line in the Edit Order dialog and removes one', async () => {
    addToBasket(PIZZERIA, margherita, 1);
    addToBasket(PIZZERIA, cola, 1);
    renderSheet();
    fireEvent.click(screen.getByRole('button', { name: /^Edit Margherita, / }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Order' });
    expect(within(dialog).getByText('Wanna change your order?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Order · €26.70' }));
    expect(useBasket.getState().orders[0]!.quantity).toBe(3);
    expect(screen.queryByRole('dialog', { name: 'Edit Order' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^Edit Cola, / }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Edit Order' })).getByRole('button', { name: 'Remove from cart' }));
    expect(useBasket.getState().orders.map((l) => l.id)).toEqual(['menu-11']);
  });

  it('takes typed quantities of 1-99 only', async () => {
    addToBasket(PIZZERIA, margherita, 1);
    renderSheet();
    fireEvent.click(screen.getByRole('button', { name: /^Edit Margherita, / }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Order' });
    const input = within(dialog).getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '120' } });
    expect(input.value).toBe('12');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(input.value).toBe('12');
    expect(within(dialog).getByRole('button', { name: 'Update Order · €106.80' })).toBeTruthy();
  });

  it('closes by itself when the cart becomes empty', async () => {
    addToBasket(PIZZERIA, margherita, 1);
    const sheet = renderSheet();
    act(() => useBasket.getState().removeItem('menu-11'));
    expect(sheet.isOpen()).toBe(false);
    expect(useBasket.getState().restaurant).toBeUndefined();
  });

  it('sends a visitor to log in first, remembering the checkout', () => {
    useSession.setState({ status: 'anonymous' });
    addToBasket(PIZZERIA, margherita, 1);
    const sheet = renderSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Go to checkout' }));
    expect(sheet.isOpen()).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/auth {"from":"/details/checkout/3"}');
  });

  it('takes a logged-in customer to checkout', () => {
    useSession.setState({ status: 'authenticated', accessToken: 't', refreshToken: 'r' });
    addToBasket(PIZZERIA, margherita, 1);
    renderSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Go to checkout' }));
    expect(screen.getByTestId('where').textContent).toBe('/details/checkout/3 null');
  });
});

describe('sold out in the cart (issue 25)', () => {
  it('marks a dish the restaurant no longer offers by name, and one tap removes it', () => {
    addToBasket(PIZZERIA, margherita, 2);
    addToBasket(PIZZERIA, cola, 1);
    renderSheet();
    expect(screen.queryByText(/sold out/)).toBeNull();
    // The menu or the checkout learned from the server that the cola is gone.
    act(() => markSoldOut(PIZZERIA.id, ['extra-4']));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Cola · sold out');
    fireEvent.click(within(alert).getByRole('button', { name: 'Remove Cola' }));
    expect(useBasket.getState().orders.map((l) => l.id)).toEqual(['menu-11']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("ignores what sold out at another restaurant's", () => {
    addToBasket(PIZZERIA, margherita, 1);
    renderSheet();
    act(() => markSoldOut(99, ['menu-11']));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
