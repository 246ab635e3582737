// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../stores/toast-store';
import { at, fakeApi, ME, request, type World } from '../testing/partners-api';
import { PartnersPage } from './dashboard-partners';

function renderPage(url = '/dashboard/partners') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <main>
          <PartnersPage viewerId={ME} />
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function openRequest(world: World) {
  const calls = fakeApi(world);
  renderPage();
  const opener = await screen.findByRole('button', { name: `View the request of ${world.request.fullname}` });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: `Request of ${world.request.fullname}` });
  return { calls, dialog, opener };
}

async function expectAccessible(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

const toastNow = () => useToastStore.getState().current;
const count = (calls: string[], prefix: string) => calls.filter((c) => c.startsWith(prefix)).length;

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
});
afterEach(async () => {
  cleanup();
  useToastStore.setState({ current: undefined });
  await i18n.changeLanguage('en');
});

describe('partner request list', () => {
  it("shows SPEC.md's columns newest first (the server's DATE DESC default); filters live in the URL", async () => {
    const calls = fakeApi({ request: request({ reviewedBy: { id: 2, username: 'service', name: 'Sven Service' } }) });
    const { container } = renderPage('/dashboard/partners?state=PENDING&unreviewed=false');
    const table = await screen.findByRole('table', { name: 'Partner Requests' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['FULL NAME', 'CONTACT', 'ADDRESS', 'STATUS', 'REVIEWED BY', 'SIGNED BY', 'Action']);
    const row = within(table).getAllByRole('row')[1]!;
    for (const text of ['Lisa Vogel', 'lisa@example.test', 'Mülheimer Straße 200, 47058 Duisburg', 'Pending', 'Sven Service', 'Not yet'])
      expect(within(row).getByText(text), text).toBeTruthy();
    expect(calls.find((c) => c.startsWith('GET /api/paged-registrations'))).toBe(
      'GET /api/paged-registrations?page=1&limit=10&orderBy=DESC&state=PENDING&unreviewed=false',
    );
    fireEvent.click(screen.getByRole('button', { name: 'FULL NAME' }));
    await waitFor(() => expect(calls.at(-1)).toContain('orderBy=ASC&sortBy=FULL_NAME'));
    expect(screen.queryByRole('button', { name: 'CONTACT' })).toBeNull();
    await expectAccessible(container);
  });
});

describe("SPEC.md's partner list filters", () => {
  it('sends reviewer, signer and the decision dates from the URL, with the people shown by name', async () => {
    const calls = fakeApi({ request: request() });
    const { container } = renderPage('/dashboard/partners?reviewer=2&signer=3&state=APPROVED&resFrom=2025-03-01&resTo=2025-03-31');
    await screen.findByRole('table', { name: 'Partner Requests' });
    expect(calls.find((c) => c.startsWith('GET /api/paged-registrations'))).toBe(
      'GET /api/paged-registrations?page=1&limit=10&orderBy=DESC&state=APPROVED&reviewer=2&signer=3&resFrom=2025-03-01&resTo=2025-03-31',
    );
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Reviewed by' }) as HTMLInputElement).value).toBe('Sven Service'));
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Signed off by' }) as HTMLInputElement).value).toBe('Ada Admin'));
    expect((screen.getByLabelText('Decided from') as HTMLInputElement).value).toBe('2025-03-01');
    await expectAccessible(container);
  });

  it('picks the reviewer by name', async () => {
    const calls = fakeApi({ request: request() });
    renderPage();
    const reviewer = await screen.findByRole('combobox', { name: 'Reviewed by' });
    fireEvent.focus(reviewer);
    fireEvent.change(reviewer, { target: { value: 'sven' } });
    fireEvent.click(await screen.findByRole('option', { name: /Sven Service/ }));
    await waitFor(() => expect(calls.filter((c) => c.startsWith('GET /api/paged-registrations')).at(-1)).toContain('reviewer=2'));
  });
});

describe('partner request modal', () => {
  it('shows the request, its statements with who and when, and its history; focus returns to the opener', async () => {
    const { dialog, opener } = await openRequest({
      request: request({
        review: { statement: 'Hygiene certificate checked.', by: { id: 2, username: 'service', name: 'Sven Service' }, at },
        history: [
          {
            id: 1,
            actor: { id: 2, username: 'service', role: 'SERVICE', name: 'Sven Service' },
            action: 'partner.review',
            entity: 'partnerRequest',
            entityId: '7',
            itemName: "Vogel's Bowl Bar (Mia Vogel)",
            names: {},
            before: null,
            after: null,
            createdAt: at,
          },
        ],
      }),
    });
    for (const text of ["Vogel's Bowl Bar", 'Hygiene certificate checked.', 'No sign-off yet.', 'Reviewed'])
      expect(within(dialog).getByText(text), text).toBeTruthy();
    // The statement and the history both name the reviewer, by name.
    expect(within(dialog).getAllByText(/by Sven Service, /).length).toBe(2);
    await expectAccessible(dialog);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("says 'Review is required' and 'Statement is required' for empty forms, and sends nothing", async () => {
    const { calls, dialog } = await openRequest({ request: request() });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add review' }));
    expect(await within(dialog).findByText('Review is required')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign off' }));
    expect(await within(dialog).findByText('Statement is required')).toBeTruthy();
    expect(calls.some((c) => c.startsWith('PUT'))).toBe(false);
  });

  it('adds a review, toasts SPEC.md’s message, and refetches the list and the request', async () => {
    const { calls, dialog } = await openRequest({ request: request() });
    const lists = count(calls, 'GET /api/paged-registrations');
    const details = count(calls, 'GET /api/partner/7');
    fireEvent.input(within(dialog).getByLabelText('Review statement'), { target: { value: 'Visited the kitchen.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add review' }));
    await waitFor(() => expect(calls).toContain('PUT /api/partner/7/review {"reviewStatement":"Visited the kitchen."}'));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'success', description: 'Review statement successfully added' }));
    await waitFor(() => expect(count(calls, 'GET /api/paged-registrations')).toBeGreaterThan(lists));
    await waitFor(() => expect(count(calls, 'GET /api/partner/7')).toBeGreaterThan(details));
    // The reviewer now sees why the sign-off is someone else's; the review can be replaced.
    expect(await within(dialog).findByText('You wrote the review, so someone else must sign it off.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Replace review' })).toBeTruthy();
    expect(within(dialog).queryByLabelText('Sign-off statement')).toBeNull();
  });

  it('signs off with its own toast', async () => {
    const { calls, dialog } = await openRequest({
      request: request({ review: { statement: 'Fine.', by: { id: 2, username: 'service', name: 'Sven Service' }, at } }),
    });
    fireEvent.input(within(dialog).getByLabelText('Sign-off statement'), { target: { value: 'Agreed.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign off' }));
    await waitFor(() => expect(calls).toContain('PUT /api/partner/7/sign-off {"signoffStatement":"Agreed."}'));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'success', description: 'Sign off statement successfully added' }));
  });

  it("shows the server's refusals of a state change translated, and 'Status changed successfully' once it works", async () => {
    const world: World = {
      request: request(),
      refuse: { status: 409, body: { status: 409, errorCode: 'reviewStatementRequired', message: 'Enter a review statement first' } },
    };
    const { calls, dialog } = await openRequest(world);
    const decide = within(dialog).getByRole('button', { name: 'Change status' });
    expect((decide as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Approved' }));
    fireEvent.click(decide);
    await waitFor(() => expect(calls).toContain('PUT /api/partner/7/change-state?state=APPROVED'));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'error', description: 'Enter a review statement first' }));
    world.refuse = { status: 409, body: { status: 409, errorCode: 'signOffStatementRequired', message: 'Enter a sign off statement first' } };
    await i18n.changeLanguage('de');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Status ändern' }));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'error', description: 'Geben Sie zuerst einen Freigabevermerk ein' }));
    await i18n.changeLanguage('en');
    world.refuse = undefined;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'success', description: 'Status changed successfully' }));
    expect(await within(dialog).findByText('This request has been decided; it can no longer be changed.')).toBeTruthy();
  });

  it('offers "Send invitation again" for an approved request and shows the completed account', async () => {
    const approved = request({
      status: 'APPROVED',
      decision: { state: 'APPROVED', by: { id: 1, username: 'admin', name: 'Ada Admin' }, at },
      invitation: { invitedAt: at, expiresAt: at, state: 'OPEN' },
    });
    const { calls, dialog } = await openRequest({ request: approved });
    expect(within(dialog).getByText('The link is open')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation again' }));
    await waitFor(() => expect(calls).toContain('POST /api/partner/7/resend-invitation'));
    await waitFor(() => expect(toastNow()).toMatchObject({ kind: 'success', description: 'The invitation was sent again' }));
    cleanup();
    const completed = {
      ...approved,
      status: 'COMPLETED' as const,
      invitation: { invitedAt: at, expiresAt: at, state: 'USED' as const },
      completedAccount: { id: 30, username: 'bowlbar', role: 'RESTAURANT_ADMIN' as const },
      completedAt: at,
    };
    const other = await openRequest({ request: completed });
    expect(within(other.dialog).getByText(/bowlbar \(Restaurant administrator\)/)).toBeTruthy();
    expect(within(other.dialog).queryByRole('button', { name: 'Send invitation again' })).toBeNull();
  });
});
