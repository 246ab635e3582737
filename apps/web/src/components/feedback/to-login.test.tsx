// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { beginLogout, clearLocalSession, startSession, STORAGE_KEYS, useSession } from '../../lib/session';
import { ToLogin, type LoginRedirectState } from './to-login';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} from=${(location.state as LoginRedirectState | null)?.from ?? '-'}`}</p>;
}

/** A guarded page that renders ToLogin once the session is gone, as the guards do. */
function Guarded() {
  const status = useSession((s) => s.status);
  return status === 'anonymous' ? <ToLogin /> : <p>profile</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/details/user-profile', element: <Guarded /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  useSession.setState({ status: 'loading', loggedOut: undefined });
});

describe('ToLogin: a guarded page without a session', () => {
  it('sends the visitor to login with the page as the way back when the session ended on its own', async () => {
    await startSession({ access_token: 'a', refresh_token: 'r' });
    renderAt('/details/user-profile?tab=2');
    expect(screen.getByText('profile')).toBeTruthy();
    act(() => clearLocalSession());
    expect(screen.getByTestId('where').textContent).toBe('/auth from=/details/user-profile?tab=2');
  });

  it('sends the visitor home, with no way back, when they logged out themselves, whoever noticed the ended session first', async () => {
    await startSession({ access_token: 'a', refresh_token: 'r' });
    renderAt('/details/user-profile');
    act(() => {
      beginLogout();
      clearLocalSession();
    });
    expect(screen.getByTestId('where').textContent).toBe('/ from=-');
  });

  it('drops the stored tokens as soon as logout begins, keeping the copy in memory that sends the logout', async () => {
    await startSession({ access_token: 'a', refresh_token: 'r' });
    // jsdom has no IndexedDB for the sealing key, so the sealed pair is written here as the browser would.
    localStorage.setItem(STORAGE_KEYS.tokens, 'sealed-pair');
    beginLogout();
    expect(localStorage.getItem(STORAGE_KEYS.tokens)).toBeNull();
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', accessToken: 'a' });
  });

  it('offers the way back again after the next login', async () => {
    beginLogout();
    await startSession({ access_token: 'a', refresh_token: 'r' });
    renderAt('/details/user-profile');
    act(() => clearLocalSession());
    expect(screen.getByTestId('where').textContent).toBe('/auth from=/details/user-profile');
  });
});
