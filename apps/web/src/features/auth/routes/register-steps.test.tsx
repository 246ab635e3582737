// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiPath, contractJson, server } from '../../../../test/msw';
import { invitationCheckAnswers } from '../testing/invitation-handlers';
import { userExistsSchema as userExistsAnswerSchema } from '@forkly/contracts/schemas';
import '../../../lib/i18n';
import { paths } from '../../../config/paths';
import { useSignupStore } from '../../../stores/signup-store';
import { useToastStore } from '../../../stores/toast-store';
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
          { path: 'success', element: <p>registered</p> },
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

const where = (router: ReturnType<typeof renderAt>) => `${router.state.location.pathname}${router.state.location.search}`;

const filled = { lastname: 'Muster', firstname: 'Max', contact: '0151 234', street: 'Königstraße', houseNumber: '1', zip: '47051', city: 'Duisburg' };

beforeEach(() => {
  server.use(invitationCheckAnswers());
  localStorage.clear();
  useSignupStore.getState().reset();
});
afterEach(() => {
  cleanup();
});

/** /user/exist answers `exists`; /user/sign-up records the body it got. */
function fakeSignUpApi(exists: boolean) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiPath('/user/exist'), () => contractJson(userExistsAnswerSchema, exists)),
    http.post(apiPath('/user/sign-up'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ id: 1 }, { status: 201 });
    }),
  );
  return bodies;
}

async function submitLoginInfo() {
  useSignupStore.getState().saveBasic('regular', undefined, { ...filled, email: 'max@example.com' });
  useSignupStore.getState().saveAddress(filled);
  const router = renderAt(paths.auth.register.loginInfo('regular'));
  fireEvent.input(await screen.findByLabelText('Username'), { target: { value: 'maxm' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'Abcdefgh12#x' } });
  fireEvent.input(screen.getByLabelText('Confirm password'), { target: { value: 'Abcdefgh12#x' } });
  fireEvent.click(screen.getByRole('button', { name: 'Complete registration' }));
  return router;
}

describe('registration step locks (SPEC.md sections 2 and 4)', () => {
  it('sends the final step back to the basic step when nothing is done', async () => {
    const router = renderAt(paths.auth.register.loginInfo('regular'));
    await waitFor(() => expect(where(router)).toBe('/auth/register?type=regular'));
    expect(screen.getByRole('heading', { name: 'Basic details' })).toBeTruthy();
  });

  it('sends the final step to the address step when only the basic step is done', async () => {
    useSignupStore.getState().saveBasic('courier', 'c0de', filled);
    const router = renderAt(paths.auth.register.loginInfo('courier', 'c0de'));
    await waitFor(() => expect(where(router)).toBe('/auth/register/address?type=courier&verificationcode=c0de'));
  });

  it('opens the final step once basic and address are completed', async () => {
    useSignupStore.getState().saveBasic('regular', undefined, { ...filled, email: 'max@example.com' });
    useSignupStore.getState().saveAddress(filled);
    const router = renderAt(paths.auth.register.loginInfo('regular'));
    expect(await screen.findByRole('heading', { name: 'Login info' })).toBeTruthy();
    expect(where(router)).toBe('/auth/register/login-info?type=regular');
  });

  it('does not count steps completed for another invitation', async () => {
    useSignupStore.getState().saveBasic('courier', 'first', filled);
    useSignupStore.getState().saveAddress(filled);
    const router = renderAt(paths.auth.register.loginInfo('courier', 'second'));
    await waitFor(() => expect(where(router)).toBe('/auth/register?type=courier&verificationcode=second'));
  });

  it('marks the basic and address steps completed in the store', async () => {
    const router = renderAt(paths.auth.register.basic('service', 'k'));
    // The invitation link is checked before the form shows.
    await screen.findByLabelText('Last name');
    for (const [label, value] of [
      ['Last name', 'Muster'],
      ['Other names', 'Max'],
      ['Phone number', '0151 234'],
    ]) {
      fireEvent.input(screen.getByLabelText(label!), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register/address'));
    await screen.findByRole('heading', { name: 'Address' });
    expect(useSignupStore.getState()).toMatchObject({ basicCompleted: true, addressCompleted: false });
    for (const [label, value] of [
      ['Street', 'Königstraße'],
      ['House number', '1'],
      ['Zip code', '47051'],
      ['City', 'Duisburg'],
    ]) {
      fireEvent.input(screen.getByLabelText(label!), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register/login-info'));
    await screen.findByRole('heading', { name: 'Login info' });
    expect(useSignupStore.getState()).toMatchObject({ basicCompleted: true, addressCompleted: true });
    expect(JSON.parse(localStorage.getItem('signup-storage')!).state.data).toMatchObject({ type: 'service', city: 'Duisburg' });
  });

  it('shows the required messages of the basic step, with email for regular sign-up only', async () => {
    renderAt(paths.auth.register.basic('regular'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    for (const message of ['Last Name is required', 'Other Names is required', 'Contact is required', 'Email is required']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    cleanup();
    renderAt(paths.auth.register.basic('courier', 'k'));
    await screen.findByLabelText('Last name');
    expect(screen.queryByLabelText('Email')).toBeNull();
    cleanup();
    renderAt(paths.auth.register.basic('restaurant', 'k'));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    for (const message of ['Restaurant Name is required', 'Contact is required', 'Bio is required']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });
});

describe('completing a regular sign-up (SPEC.md section 4)', () => {
  it('creates the user, clears signup-storage and lands on the success page', async () => {
    const bodies = fakeSignUpApi(false);
    const router = await submitLoginInfo();
    expect(await screen.findByText('registered')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/register/success');
    expect(useSignupStore.getState()).toMatchObject({ data: {}, basicCompleted: false, addressCompleted: false });
    expect(useToastStore.getState().current?.description).toBe('Registration successfully completed');
    expect(bodies[0]).toEqual({
      firstName: 'Max',
      lastName: 'Muster',
      contact: '0151234',
      email: 'max@example.com',
      username: 'maxm',
      password: 'Abcdefgh12#x',
      provider: 'LOCAL',
      address: { street: 'Königstraße', houseNumber: '1', zip: '47051', city: 'Duisburg', floor: 0, apartmentNr: '' },
    });
  });

  it("stops with 'User already exists' when the e-mail is taken", async () => {
    const bodies = fakeSignUpApi(true);
    await submitLoginInfo();
    expect(await screen.findByText('User already exists')).toBeTruthy();
    expect(bodies).toEqual([]);
    expect(useSignupStore.getState().basicCompleted).toBe(true);
  });
});

describe('the plus-sign rule of registration links', () => {
  it('turns a space in the code back into a plus sign in the next links and the store', async () => {
    // A '+' left unescaped in a mailed link arrives as a space once the query is decoded.
    const router = renderAt('/auth/register?type=courier&verificationcode=ab+cd%2Bef');
    fireEvent.input(await screen.findByLabelText('Last name'), { target: { value: 'Muster' } });
    fireEvent.input(screen.getByLabelText('Other names'), { target: { value: 'Max' } });
    fireEvent.input(screen.getByLabelText('Phone number'), { target: { value: '0151234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(where(router)).toBe('/auth/register/address?type=courier&verificationcode=ab%2Bcd%2Bef'));
    expect(useSignupStore.getState().data.verificationcode).toBe('ab+cd+ef');
  });

  it('omits the code from regular sign-up links', async () => {
    fakeSignUpApi(false);
    const router = renderAt('/auth/register?type=regular&verificationcode=ignored');
    fireEvent.input(screen.getByLabelText('Last name'), { target: { value: 'Muster' } });
    fireEvent.input(screen.getByLabelText('Other names'), { target: { value: 'Max' } });
    fireEvent.input(screen.getByLabelText('Phone number'), { target: { value: '0151234' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'max@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(where(router)).toBe('/auth/register/address?type=regular'));
  });

  it('builds the step links with paths.auth.register', () => {
    expect(paths.auth.register.address('restaurant', 'a b')).toBe('/auth/register/address?type=restaurant&verificationcode=a%2Bb');
    expect(paths.auth.register.loginInfo('regular', 'x')).toBe('/auth/register/login-info?type=regular');
  });
});

describe('the invitation link is checked on the first step (issue 22)', () => {
  for (const [state, title] of [
    ['used', 'This link was already used'],
    ['expired', 'This link has expired'],
    ['replaced', 'A newer link replaced this one'],
    ['unknown', 'This link is not valid'],
  ] as const) {
    it(`says at once that a ${state} link cannot make an account, and shows no form`, async () => {
      server.use(invitationCheckAnswers(state));
      renderAt(paths.auth.register.basic('courier', 'k'));
      expect((await screen.findByRole('alert')).textContent).toContain(title);
      expect(screen.queryByLabelText('Last name')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
      if (state === 'used') expect(screen.getByRole('link', { name: 'Log in with your account' })).toBeTruthy();
      expect(!!screen.queryByRole('button', { name: 'Send me a new link' })).toBe(state === 'expired' || state === 'replaced');
    });
  }

  it('asks for a new link for an expired one and says where it went', async () => {
    const renewals: string[] = [];
    document.cookie = 'XSRF-TOKEN=test-token';
    server.use(
      invitationCheckAnswers('expired'),
      http.post(apiPath('/invitation/renew'), ({ request }) => {
        renewals.push(new URL(request.url).search);
        return HttpResponse.json({ ok: true }, { status: 202 });
      }),
    );
    renderAt('/auth/register?type=courier&verificationcode=ab+cd');
    fireEvent.click(await screen.findByRole('button', { name: 'Send me a new link' }));
    expect((await screen.findByRole('status')).textContent).toContain('A new link is on its way');
    expect(renewals).toEqual(['?verificationCode=ab%2Bcd']);
  });

  it('shows a refused renewal translated, by its code', async () => {
    document.cookie = 'XSRF-TOKEN=test-token';
    server.use(
      invitationCheckAnswers('replaced'),
      http.post(apiPath('/invitation/renew'), () =>
        HttpResponse.json({ status: 409, errorCode: 'invitationNotRenewable', message: 'This invitation can no longer be renewed' }, { status: 409 }),
      ),
    );
    renderAt(paths.auth.register.basic('courier', 'k'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send me a new link' }));
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent === 'This invitation can no longer be renewed')).toBe(true));
  });
});
