// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useParams } from 'react-router';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveUser, Role } from '@forkly/contracts';
import { autocompleteResponseSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, server } from '../../../../test/msw';
import '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useBasket } from '../../../stores/basket-store';
import { useToastStore } from '../../../stores/toast-store';
import { landingAfterLogin } from '../lib/landing';
import { Component as Login } from './login';

const address = { street: 'Königstraße', houseNumber: '1', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0, latitude: null, longitude: null };

function activeUser(role: Role): ActiveUser {
  return { currentUserRole: role, currentUserId: 5, username: 'someone', twoFactorEnabled: false, ...(role === 'USER' ? { credentials: { address } } : {}) };
}

/** What autocomplete offers for the saved address line: a near miss first, then the address itself. */
let suggestions: { placeId: string; text: string; mainText: string; secondaryText: string }[] = [];
const SAVED_PLACE = { placeId: 'demo:a42', text: 'Königstraße 1, 47051 Duisburg', mainText: 'Königstraße 1', secondaryText: '47051 Duisburg' };
const NEAR_MISS = { placeId: 'demo:a41', text: 'Königstraße 1a, 47051 Duisburg', mainText: 'Königstraße 1a', secondaryText: '47051 Duisburg' };

/** The API as the login screen sees it: one login answer, one active user, and autocomplete. */
function fakeApi(login: { status: number; body: unknown }, user?: ActiveUser) {
  // Called with each request's URL, so tests can ask what was requested.
  const requested = vi.fn((url: string) => url);
  server.events.on('request:start', ({ request }) => void requested(request.url));
  server.use(
    http.post(apiPath('/system/auth/login'), () => HttpResponse.json(login.body as Record<string, unknown>, { status: login.status })),
    http.get(apiPath('/active-user'), () => HttpResponse.json(user ?? null)),
    http.get(apiPath('/places/autocomplete'), () => contractJson(autocompleteResponseSchema, { suggestions })),
  );
  return requested;
}

const tokens = { status: 200, body: { access_token: 'a.b.c', refresh_token: 'r' } };

function renderLogin(state?: unknown) {
  const Checkout = () => <p>checkout {useParams().restaurantId}</p>;
  const router = createMemoryRouter(
    [
      { path: '/auth', Component: Login },
      { path: '/auth/2fa', element: <p>second factor</p> },
      { path: '/dashboard', element: <p>dashboard</p> },
      { path: '/dashboard/orders', element: <p>dashboard orders</p> },
      { path: '/details', element: <p>restaurants</p> },
      { path: '/details/user-profile', element: <p>profile</p> },
      { path: '/details/checkout/:restaurantId', Component: Checkout },
    ],
    { initialEntries: [{ pathname: '/auth', state }] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'someone' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Secret#2025demo' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return router;
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'av.add=; Path=/; Max-Age=0';
  suggestions = [NEAR_MISS, SAVED_PLACE];
  useBasket.getState().clear();
  useBasket.getState().setDeliveryAddress(undefined);
  useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
  useToastStore.setState({ current: undefined });
});
afterEach(() => {
  cleanup();
});

describe('login landing (SPEC.md section 4)', () => {
  it.each(['ADMIN', 'RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER', 'SERVICE'] as const)('sends %s to /dashboard', async (role) => {
    fakeApi(tokens, activeUser(role));
    const router = renderLogin();
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', accessToken: 'a.b.c' });
    expect(useToastStore.getState().current).toMatchObject({ kind: 'success', description: 'Logged in successfully' });
    expect(useBasket.getState().deliveryAddress).toBeUndefined();
  });

  it('sends a customer with an empty basket to /details with the saved address as delivery address', async () => {
    const api = fakeApi(tokens, activeUser('USER'));
    renderLogin();
    expect(await screen.findByText('restaurants')).toBeTruthy();
    expect(useBasket.getState().deliveryAddress).toEqual({ useMyAddress: true, address });
    // av.add holds a placeId (SPEC.md section 3): the saved address's own, found by autocomplete.
    expect(document.cookie).toContain(`av.add=${encodeURIComponent('demo:a42')}`);
    const lookup = api.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/places/autocomplete'));
    expect(new URL(lookup!, 'http://x').searchParams.get('input')).toBe('Königstraße 1, 47051 Duisburg');
  });

  it('keeps an address the customer chose before logging in', async () => {
    document.cookie = `av.add=${encodeURIComponent('demo:a7')}; Path=/`;
    const api = fakeApi(tokens, activeUser('USER'));
    renderLogin();
    expect(await screen.findByText('restaurants')).toBeTruthy();
    expect(document.cookie).toContain(`av.add=${encodeURIComponent('demo:a7')}`);
    expect(api.mock.calls.some(([url]) => String(url).includes('/places/autocomplete'))).toBe(false);
  });

  it('writes no address choice when the saved address is not found exactly', async () => {
    suggestions = [NEAR_MISS];
    fakeApi(tokens, activeUser('USER'));
    const router = renderLogin();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/details'));
    expect(document.cookie).not.toContain('av.add=');
  });

  it('sends a customer with items in the basket to the checkout of that restaurant', async () => {
    useBasket.getState().addItem({ id: 7, name: 'Pizzeria' }, { id: 'l1', quantity: 1, menu: { id: 1, name: 'Pizza', price: 9.5 } });
    fakeApi(tokens, activeUser('USER'));
    renderLogin();
    expect(await screen.findByText('checkout 7')).toBeTruthy();
  });

  it('goes back to the guarded page that asked for the login', async () => {
    fakeApi(tokens, activeUser('USER'));
    const router = renderLogin({ from: '/details/user-profile' });
    expect(await screen.findByText('profile')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/details/user-profile');
  });

  it("ignores a return page outside the role's area", async () => {
    fakeApi(tokens, activeUser('COURIER'));
    renderLogin({ from: '/details/user-profile' });
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });

  it('asks for the second factor when the access token is empty', async () => {
    const api = fakeApi({ status: 200, body: { access_token: '', refresh_token: '' } });
    const router = renderLogin();
    expect(await screen.findByText('second factor')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/auth/2fa?username=someone');
    expect(useSession.getState().status).toBe('anonymous');
    expect(api.mock.calls.some(([url]) => String(url).includes('/active-user'))).toBe(false);
  });

  it("shows the server's message on failure, or 'An error occured' without one", async () => {
    fakeApi({ status: 401, body: { status: 401, errorCode: 'invalidCredentials', message: 'Invalid username or password' } });
    renderLogin();
    expect(await screen.findByText('Invalid username or password', { selector: 'p' })).toBeTruthy();
    cleanup();
    fakeApi({ status: 500, body: {} });
    renderLogin();
    expect(await screen.findByText('An error occured', { selector: 'p' })).toBeTruthy();
  });

  it('requires username and password', async () => {
    fakeApi(tokens);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={createMemoryRouter([{ path: '/', Component: Login }])} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });
});

describe('landingAfterLogin', () => {
  it('lands every role where SPEC.md section 4 says', () => {
    expect(landingAfterLogin('ADMIN', 3)).toBe('/dashboard');
    expect(landingAfterLogin('USER', undefined)).toBe('/details');
    expect(landingAfterLogin('USER', 3)).toBe('/details/checkout/3');
    expect(landingAfterLogin('SERVICE', undefined, '/dashboard/orders?page=2')).toBe('/dashboard/orders?page=2');
    expect(landingAfterLogin('USER', undefined, '//evil.example')).toBe('/details');
  });
});
