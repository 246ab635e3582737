// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session';
import { useAuthStore } from '../../stores/auth-store';
import { useBasket } from '../../stores/basket-store';
import { CartButton } from './cart-button';

function renderButton() {
  const router = createMemoryRouter([{ path: '*', element: <CartButton /> }], { initialEntries: ['/all-restaurants'] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  useSession.setState({ status: 'loading', accessToken: undefined, refreshToken: undefined });
  useAuthStore.getState().clear();
  useBasket.setState({ orders: [], restaurant: undefined });
});

describe('the header cart button (issue 10)', () => {
  it('opens the sheet on an empty cart too, which says so and offers the restaurants', async () => {
    useSession.setState({ status: 'anonymous' });
    const router = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Cart, empty' }));
    const sheet = await screen.findByRole('dialog', { name: 'Your cart is empty' });
    expect(router.state.location.pathname).toBe('/all-restaurants');
    expect(sheet.textContent).toContain('Pick a restaurant and add a dish; it shows up here.');
    fireEvent.click(screen.getByRole('link', { name: 'Find restaurants' }));
    expect(router.state.location.pathname).toBe('/details');
  });

  it('is there for a logged-in customer', () => {
    useSession.setState({ status: 'authenticated', accessToken: 't', refreshToken: 'r' });
    useAuthStore.getState().setData({ username: 'customer', role: 'USER', userId: 7 });
    renderButton();
    expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeTruthy();
  });

  it.each(['ADMIN', 'SERVICE', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER'] as const)('is not shown to %s, who does not order', (role) => {
    useSession.setState({ status: 'authenticated', accessToken: 't', refreshToken: 'r' });
    useAuthStore.getState().setData({ username: 'staff', role, userId: 1 });
    renderButton();
    expect(screen.queryByRole('button', { name: /^Cart/ })).toBeNull();
  });

  it('gives the focus back to itself when removing the last item closes the sheet', async () => {
    useSession.setState({ status: 'anonymous' });
    useBasket
      .getState()
      .addItem({ id: 3, name: 'Napoli' }, { id: 'menu-11', quantity: 1, menu: { id: 11, name: 'Margherita', price: 8.9 }, image: { id: null } });
    renderButton();
    const cart = screen.getByRole('button', { name: 'Cart, 1 item' });
    cart.focus();
    fireEvent.click(cart);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit Margherita, / }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cart, empty' })));
  });
});
