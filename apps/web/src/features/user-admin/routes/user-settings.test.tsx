// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActiveUser, User } from '@forkly/contracts';
import { userSchema } from '@forkly/contracts/schemas';
import { apiError, apiPath, contractJson, recordRequests, server } from '../../../../test/msw';
import { useToastStore } from '../../../stores/toast-store';
import type { PersonContext } from '../lib/person-context';
import { Component as UserSettings } from './user-settings';

afterEach(async () => {
  cleanup();
  useToastStore.setState({ current: undefined });
  await i18n.changeLanguage('en');
});

const USER: User = {
  id: 7,
  firstName: 'Anna',
  lastName: 'Schmidt',
  username: 'anna',
  email: 'anna@example.test',
  contact: '+4920355501',
  address: null,
  enabled: true,
  twoFactorEnabled: true,
  createdAt: '2025-03-01T10:00:00Z',
};
const VIEWER = { currentUserId: 1, currentUserRole: 'SERVICE' } as ActiveUser;

/** Answers our calls; `remove` answers DELETE /user/remove. Returns every request made but the CSRF cookie's. */
function fakeApi(remove: () => Response = () => new HttpResponse(null, { status: 204 })) {
  server.use(
    http.delete(apiPath('/user/remove'), remove),
    http.post(apiPath('/user/:id/disable'), () => contractJson(userSchema, { ...USER, enabled: false })),
    http.post(apiPath('/user/:id/enable'), () => contractJson(userSchema, USER)),
    http.post(apiPath('/user/:id/reset-2fa'), () => contractJson(userSchema, { ...USER, twoFactorEnabled: false })),
  );
  const sent = recordRequests();
  return {
    get calls() {
      return sent.filter((r) => r.url.pathname !== '/api/csrf').map((r) => ({ call: `${r.method} ${r.url.pathname}`, body: r.body }));
    },
  };
}

function renderSettings(user: User = USER) {
  const context: PersonContext = { user, viewer: VIEWER };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/dashboard/users/7/settings']}>
        <Routes>
          <Route path="/dashboard/users" element={<p>The list</p>} />
          <Route path="/dashboard/users/:id" element={<Outlet context={context} />}>
            <Route path="settings" element={<UserSettings />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const toastText = () => useToastStore.getState().current?.description;

describe('the settings of a customer', () => {
  it('disables an enabled account with the switch and says so', async () => {
    const api = fakeApi();
    renderSettings();
    const toggle = screen.getByRole('switch', { name: 'Account enabled' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(toastText()).toBe('The account is disabled and logged out everywhere'));
    expect(api.calls.map((c) => c.call)).toEqual(['POST /api/user/7/disable']);
  });

  it('enables a disabled account', async () => {
    const api = fakeApi();
    renderSettings({ ...USER, enabled: false });
    fireEvent.click(screen.getByRole('switch', { name: 'Account enabled' }));
    await waitFor(() => expect(toastText()).toBe('The account is enabled again'));
    expect(api.calls.map((c) => c.call)).toEqual(['POST /api/user/7/enable']);
  });

  it('resets two-factor login only after a confirmation', async () => {
    const api = fakeApi();
    renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Reset two-factor login' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/logged out everywhere/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Reset two-factor login' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset two-factor login' }));
    await waitFor(() => expect(toastText()).toBe('Two-factor login was reset'));
    expect(api.calls.map((c) => c.call)).toEqual(['POST /api/user/7/reset-2fa']);
  });

  it('offers no reset when two-factor login is off', () => {
    fakeApi();
    renderSettings({ ...USER, twoFactorEnabled: false });
    expect((screen.getByRole('button', { name: 'Reset two-factor login' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('removes the account after naming the consequences, then goes back to the list', async () => {
    const api = fakeApi();
    renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Remove account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the account of Anna Schmidt?' });
    expect(within(dialog).getByText(/past orders stay with their totals/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove for good' }));
    expect(await screen.findByText('The list')).toBeTruthy();
    expect(api.calls).toEqual([{ call: 'DELETE /api/user/remove', body: { id: 7 } }]);
    expect(toastText()).toBe('The account of Anna Schmidt was removed');
  });

  it('says so when orders are still on their way, and stays', async () => {
    fakeApi(() => apiError(409, 'conflict', 'This account has orders in progress'));
    renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Remove account' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove for good' }));
    await waitFor(() => expect(toastText()).toBe('This account has orders in progress. It can be removed once they are delivered or cancelled.'));
    expect(screen.queryByText('The list')).toBeNull();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    fakeApi();
    renderSettings();
    expect(screen.getByRole('switch', { name: 'Konto aktiv' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Konto löschen' })).toBeTruthy();
  });
});
