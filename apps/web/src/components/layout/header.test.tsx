// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activeUserHandler, server } from '../../../test/msw';
import { useSession } from '../../lib/session';
import { useBasket } from '../../stores/basket-store';
import { toast, useToastStore } from '../../stores/toast-store';
import { Header, logoTarget } from './header';

function renderHeader(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  useSession.setState({ status: 'loading', accessToken: undefined, refreshToken: undefined });
  useBasket.setState({ orders: [], restaurant: undefined });
});

describe('Header', () => {
  it('shows a toast as a row of the sticky header, so it never floats over a control of the page', async () => {
    useSession.setState({ status: 'anonymous' });
    renderHeader();
    act(() => void toast.success('Logged in successfully'));
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Logged in successfully')).toBeTruthy();
    expect(within(banner).getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    act(() => useToastStore.setState({ current: undefined }));
  });

  it('offers a visitor Register, the language selector and the menu, but no Logout', () => {
    useSession.setState({ status: 'anonymous' });
    renderHeader();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/auth/register?type=regular');
    expect(screen.getByRole('button', { name: 'EN, Language: English' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('gives a logged-in customer the profile link and Logout instead', async () => {
    server.use(activeUserHandler({ currentUserRole: 'USER', currentUserId: 7, username: 'customer', twoFactorEnabled: false }));
    useSession.setState({ status: 'authenticated', accessToken: 'token', refreshToken: 'refresh' });
    renderHeader();
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/details/user-profile');
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('shows the red cart badge only when the cart has items', () => {
    useSession.setState({ status: 'anonymous' });
    renderHeader();
    expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeTruthy();
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    cleanup();
    useBasket.setState({
      restaurant: { id: 1, name: 'Pizza' },
      orders: [{ id: 'a', quantity: 2, menu: { id: 1, name: 'Margherita', price: 9.5 } }],
    });
    renderHeader();
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeTruthy();
    expect(screen.getByTestId('cart-badge').textContent).toBe('2');
  });
});

describe('logoTarget', () => {
  it('toggles between /details and / inside the customer area', () => {
    expect(logoTarget('/details')).toBe('/');
    expect(logoTarget('/details/')).toBe('/');
    expect(logoTarget('/details/menu/4')).toBe('/details');
    expect(logoTarget('/')).toBe('/');
    expect(logoTarget('/dashboard')).toBe('/');
  });
});
