// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiPath, contractJson, server } from '../../../../test/msw';
import { invitationCheckAnswers } from '../testing/invitation-handlers';
import { userExistsSchema as userExistsAnswerSchema } from '@forkly/contracts/schemas';
import i18n from '../../../lib/i18n';
import { paths } from '../../../config/paths';
import { useSignupStore } from '../../../stores/signup-store';
import { Component as RegisterAddress } from './register-address';
import { Component as RegisterBasic } from './register-basic';
import { Component as RegisterLayout } from './register-layout';
import { Component as RegisterLoginInfo } from './register-login-info';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/auth/register',
        Component: RegisterLayout,
        children: [
          { index: true, Component: RegisterBasic },
          { path: 'address', Component: RegisterAddress },
          { path: 'login-info', Component: RegisterLoginInfo },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** /user/exist answers `exists` (or fails with 500); records the e-mails it was asked about. */
function fakeExistApi(exists: boolean | 'fails') {
  const asked: string[] = [];
  server.use(
    http.post(apiPath('/user/exist'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('email') ?? '');
      return exists === 'fails' ? HttpResponse.json({}, { status: 500 }) : contractJson(userExistsAnswerSchema, exists);
    }),
  );
  return asked;
}

function fillBasic(labels: { last: string; other: string; phone: string; email: string }, email: string) {
  fireEvent.input(screen.getByLabelText(labels.last), { target: { value: 'Muster' } });
  fireEvent.input(screen.getByLabelText(labels.other), { target: { value: 'Max' } });
  fireEvent.input(screen.getByLabelText(labels.phone), { target: { value: '0151234' } });
  fireEvent.input(screen.getByLabelText(labels.email), { target: { value: email } });
}
const EN = { last: 'Last name', other: 'Other names', phone: 'Phone number', email: 'Email' };
const filled = {
  lastname: 'Muster',
  firstname: 'Max',
  contact: '0151 234',
  email: 'max@example.com',
  street: 'Königstraße',
  houseNumber: '1',
  zip: '47051',
  city: 'Duisburg',
};

beforeEach(() => {
  server.use(invitationCheckAnswers());
  localStorage.clear();
  useSignupStore.getState().reset();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('step 1 checks the e-mail (SPEC.md section 4)', () => {
  it("says 'User already exists' on the e-mail field and stays on step 1", async () => {
    const asked = fakeExistApi(true);
    const router = renderAt(paths.auth.register.basic('regular'));
    fillBasic(EN, 'taken@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('User already exists')).toBeTruthy();
    expect(asked).toEqual(['taken@example.com']);
    expect(router.state.location.pathname).toBe('/auth/register');
    expect(useSignupStore.getState().basicCompleted).toBe(false);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('goes on to the address step when the e-mail is free', async () => {
    const asked = fakeExistApi(false);
    const router = renderAt(paths.auth.register.basic('regular'));
    fillBasic(EN, 'free@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register/address'));
    expect(asked).toEqual(['free@example.com']);
  });

  it('stays and says so when the check fails', async () => {
    fakeExistApi('fails');
    const router = renderAt(paths.auth.register.basic('regular'));
    fillBasic(EN, 'max@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('An error occured', { selector: 'p' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/register');
  });

  it('asks nothing for an invited partner, who has no e-mail field', async () => {
    const asked = fakeExistApi(true);
    const router = renderAt(paths.auth.register.basic('courier', 'k'));
    fireEvent.input(await screen.findByLabelText('Last name'), { target: { value: 'Muster' } });
    fireEvent.input(screen.getByLabelText('Other names'), { target: { value: 'Max' } });
    fireEvent.input(screen.getByLabelText('Phone number'), { target: { value: '0151234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register/address'));
    expect(asked).toEqual([]);
  });

  it('says it in German and Finnish too', async () => {
    fakeExistApi(true);
    await i18n.changeLanguage('de');
    renderAt(paths.auth.register.basic('regular'));
    fillBasic({ last: 'Nachname', other: 'Vornamen', phone: 'Telefonnummer', email: 'E-Mail' }, 'taken@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Benutzer existiert bereits')).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('fi');
    renderAt(paths.auth.register.basic('regular'));
    fillBasic({ last: 'Sukunimi', other: 'Etunimet', phone: 'Puhelinnumero', email: 'Sähköposti' }, 'taken@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(await screen.findByText('Käyttäjä on jo olemassa')).toBeTruthy();
  });
});

describe('step 3 has a Back button', () => {
  it('goes back to the address step with the typed address kept', async () => {
    useSignupStore.getState().saveBasic('regular', undefined, filled);
    useSignupStore.getState().saveAddress(filled);
    const router = renderAt(paths.auth.register.loginInfo('regular'));
    fireEvent.click(await screen.findByRole('link', { name: 'Back' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/auth/register/address?type=regular'));
    expect((screen.getByLabelText('Street') as HTMLInputElement).value).toBe('Königstraße');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Duisburg');
  });

  it('keeps the invitation code on the way back', async () => {
    useSignupStore.getState().saveBasic('courier', 'c0de', filled);
    useSignupStore.getState().saveAddress(filled);
    const router = renderAt(paths.auth.register.loginInfo('courier', 'c0de'));
    fireEvent.click(await screen.findByRole('link', { name: 'Back' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/auth/register/address?type=courier&verificationcode=c0de'),
    );
  });
});
