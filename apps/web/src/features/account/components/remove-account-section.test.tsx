// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPath, server } from '../../../../test/msw';
import { useSession } from '../../../lib/session';
import { useToastStore } from '../../../stores/toast-store';
import { RemoveAccountSection } from './remove-account-section';

afterEach(async () => {
  cleanup();
  useToastStore.setState({ current: undefined });
  await i18n.changeLanguage('en');
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** DELETE /user/remove answers with `answer`; returns the bodies sent to it. */
function fakeApi(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.delete(apiPath('/user/remove'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

function renderProfile() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/details/user-profile']}>
        <Routes>
          <Route path="/" element={<p>The home page</p>} />
          <Route path="/details/user-profile" element={<RemoveAccountSection />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const typePassword = (value: string) => fireEvent.input(screen.getByLabelText('Your password'), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Remove my account' }));

describe('Remove my account', () => {
  it('wants the password before it asks anything', async () => {
    const bodies = fakeApi(() => new Response(null, { status: 204 }));
    renderProfile();
    submit();
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('asks first, and Cancel sends nothing', async () => {
    const bodies = fakeApi(() => new Response(null, { status: 204 }));
    renderProfile();
    typePassword('Customer#2025demo');
    submit();
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove your account for good?' });
    expect(within(dialog).getByText(/logged out on every device/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodies).toEqual([]);
  });

  it('puts a wrong password on the field, with the focus, and stays', async () => {
    fakeApi(() => json(400, { status: 400, errorCode: 'passwordIncorrect', message: 'The password is not correct' }));
    renderProfile();
    typePassword('Wrong#2025demo');
    submit();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove my account' }));
    await waitFor(() => expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The password is not correct')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Your password')));
    expect(screen.queryByText('The home page')).toBeNull();
  });

  it('removes the account, clears the session and lands on the home page with a goodbye', async () => {
    useSession.setState({ status: 'authenticated', accessToken: 'a', refreshToken: 'r' });
    localStorage.setItem('av.order', '{"state":{}}');
    const bodies = fakeApi(() => new Response(null, { status: 204 }));
    renderProfile();
    typePassword('Customer#2025demo');
    submit();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove my account' }));
    expect(await screen.findByText('The home page')).toBeTruthy();
    expect(bodies).toEqual([{ password: 'Customer#2025demo' }]);
    await waitFor(() => expect(useToastStore.getState().current?.description).toBe('Your account was removed. Goodbye!'));
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
    expect(localStorage.getItem('av.order')).toBeNull();
  });

  it('speaks Finnish', async () => {
    await i18n.changeLanguage('fi');
    fakeApi(() => new Response(null, { status: 204 }));
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Poista tilini' })).toBeTruthy();
    expect(screen.getByLabelText('Salasanasi')).toBeTruthy();
  });
});
