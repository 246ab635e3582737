// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActiveUser, Role } from '@forkly/contracts';
import { apiPath, server } from '../../../../test/msw';
import i18n from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useBasket } from '../../../stores/basket-store';
import { useToastStore } from '../../../stores/toast-store';
import { Component as AdminLogin } from './admin-login';
import { Component as Login } from './login';

const NOT_VERIFIED = {
  status: 403,
  errorCode: 'emailNotVerified',
  message: 'Please verify your email address first. Open the link we sent you, or ask for a new one.',
};

/** The API as the login page sees it; records what each call got. */
function fakeApi(answers: { login?: { status: number; body: unknown }; user?: ActiveUser; userStatus?: number }) {
  const calls: { url: string; body: unknown }[] = [];
  // Each call is recorded, with its JSON body, before it is answered.
  const answer =
    (status: number, body: unknown) =>
    async ({ request }: { request: Request }) => {
      const text = await request.text();
      calls.push({ url: request.url, body: text ? (JSON.parse(text) as unknown) : undefined });
      return HttpResponse.json(body as Record<string, unknown>, { status });
    };
  server.use(
    ...(answers.login ? [http.post(apiPath('/system/auth/login'), answer(answers.login.status, answers.login.body))] : []),
    http.post(apiPath('/user/verify/resend'), answer(202, { ok: true })),
    http.get(apiPath('/active-user'), answer(answers.userStatus ?? 200, answers.user ?? {})),
  );
  return calls;
}

function renderAt(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/auth', Component: Login },
      { path: '/auth/admin', Component: AdminLogin },
      { path: '/dashboard', element: <p>dashboard</p> },
      { path: '/dashboard/orders', element: <p>dashboard orders</p> },
      { path: '/details', element: <p>restaurants</p> },
      { path: '/details/checkout/:restaurantId', element: <p>checkout</p> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function logIn(username: string) {
  fireEvent.input(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Secret#2025demo' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const activeUser = (role: Role): ActiveUser => ({ currentUserRole: role, currentUserId: 5, username: 'someone', twoFactorEnabled: false });

beforeEach(() => {
  localStorage.clear();
  useBasket.getState().clear();
  useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
  useToastStore.setState({ current: undefined });
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('login refused for an unverified e-mail (decision 016)', () => {
  it('says so and sends the link again for the username that was typed', async () => {
    const calls = fakeApi({ login: { status: 403, body: NOT_VERIFIED } });
    renderAt('/auth');
    logIn('vera');
    expect(await screen.findByText(NOT_VERIFIED.message, { selector: 'p' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    const sent = 'If your email address still needs verifying, a new link is on its way. Only the newest link works.';
    expect(await screen.findByText(sent)).toBeTruthy();
    expect(calls.find((c) => c.url.includes('/user/verify/resend'))?.body).toEqual({ loginId: 'vera' });
    expect(useToastStore.getState().current).toMatchObject({ kind: 'success', description: sent });
  });

  it('offers no new link for other refusals', async () => {
    fakeApi({ login: { status: 401, body: { status: 401, errorCode: 'invalidCredentials', message: 'Invalid username or password' } } });
    renderAt('/auth');
    logIn('vera');
    expect(await screen.findByText('Invalid username or password', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it('works on the staff login too, in German and Finnish', async () => {
    fakeApi({ login: { status: 403, body: NOT_VERIFIED } });
    await i18n.changeLanguage('de');
    renderAt('/auth/admin');
    fireEvent.input(screen.getByLabelText('Benutzername'), { target: { value: 'vera' } });
    fireEvent.input(screen.getByLabelText('Passwort'), { target: { value: 'Secret#2025demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(/Bitte bestätige zuerst deine E-Mail-Adresse/, { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link erneut senden' })).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('fi');
    renderAt('/auth');
    fireEvent.input(screen.getByLabelText('Käyttäjätunnus'), { target: { value: 'vera' } });
    fireEvent.input(screen.getByLabelText('Salasana'), { target: { value: 'Secret#2025demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirjaudu sisään' }));
    expect(await screen.findByText(/Vahvista ensin sähköpostiosoitteesi/, { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lähetä linkki uudelleen' })).toBeTruthy();
  });
});

describe('a logged-in person opening the login page', () => {
  beforeEach(() => useSession.setState({ status: 'authenticated', accessToken: 'a.b.c', refreshToken: 'r' }));

  it.each([
    ['/auth', 'USER', 'restaurants'],
    ['/auth', 'COURIER', 'dashboard'],
    ['/auth/admin', 'ADMIN', 'dashboard'],
  ] as const)('on %s lands a %s where login would', async (path, role, page) => {
    fakeApi({ user: activeUser(role) });
    renderAt(path);
    expect(await screen.findByText(page)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('lands a customer with items in the basket on the checkout, and honours the return page', async () => {
    useBasket.getState().addItem({ id: 7, name: 'Pizzeria' }, { id: 'l1', quantity: 1, menu: { id: 1, name: 'Pizza', price: 9.5 } });
    fakeApi({ user: activeUser('USER') });
    renderAt('/auth');
    expect(await screen.findByText('checkout')).toBeTruthy();
    cleanup();
    fakeApi({ user: activeUser('SERVICE') });
    const router = renderAt('/auth', { from: '/dashboard/orders' });
    expect(await screen.findByText('dashboard orders')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/orders');
  });

  it('shows the form when the stored session no longer works', async () => {
    fakeApi({ userStatus: 403, user: { status: 403, errorCode: 'forbidden', message: 'x' } as never });
    renderAt('/auth');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('waits for the stored session to be read before choosing', async () => {
    useSession.setState({ status: 'loading', accessToken: undefined, refreshToken: undefined });
    fakeApi({ user: activeUser('USER') });
    renderAt('/auth');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    useSession.setState({ status: 'authenticated', accessToken: 'a.b.c', refreshToken: 'r' });
    expect(await screen.findByText('restaurants')).toBeTruthy();
  });
});
