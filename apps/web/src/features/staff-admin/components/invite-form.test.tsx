// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffInvitationSchema } from '@forkly/contracts/schemas';
import { apiError, apiPath, contractJson, recordRequests, server, type SentRequest } from '../../../../test/msw';
import { useToastStore } from '../../../stores/toast-store';
import { InviteForm } from './invite-form';

afterEach(async () => {
  cleanup();
  useToastStore.getState().dismiss();
  await i18n.changeLanguage('en');
});

/** POST /credential answers `answer` (by default the invitation the contract describes); returns every request the app sent. */
function fakeApi(
  answer: (body: Record<string, unknown>) => Response = (body) =>
    contractJson(
      staffInvitationSchema,
      { id: 7, email: String(body.email), role: body.role as 'SERVICE' | 'ADMIN', expiresAt: '2026-12-01T10:00:00.000Z' },
      { status: 201 },
    ),
) {
  server.use(http.post(apiPath('/credential'), async ({ request }) => answer((await request.clone().json()) as Record<string, unknown>)));
  return recordRequests();
}

function renderForm(onInvited = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <InviteForm onInvited={onInvited} />
    </QueryClientProvider>,
  );
  return onInvited;
}
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
const posts = (calls: SentRequest[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/credential');

describe('InviteForm', () => {
  it("says 'Email is required' and sends nothing for an empty form", async () => {
    const calls = fakeApi();
    renderForm();
    submit();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toEqual([]);
  });

  it("says 'Enter a valid email' for a malformed address", async () => {
    const calls = fakeApi();
    renderForm();
    type('Email', 'mara.at.forkly');
    submit();
    expect(await screen.findByText('Enter a valid email')).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('offers the SERVICE and ADMIN roles, sends e-mail, role and note, shows a toast and clears the form', async () => {
    const calls = fakeApi();
    const onInvited = renderForm();
    const role = screen.getByLabelText('Role') as HTMLSelectElement;
    expect([...role.options].map((o) => [o.value, o.text])).toEqual([
      ['SERVICE', 'Service staff'],
      ['ADMIN', 'Administrator'],
    ]);
    type('Email', 'mara@forkly.test');
    fireEvent.change(role, { target: { value: 'ADMIN' } });
    type('Note (optional)', 'Welcome aboard!');
    submit();
    await waitFor(() => expect(onInvited).toHaveBeenCalledWith(expect.objectContaining({ id: 7, email: 'mara@forkly.test', role: 'ADMIN' })));
    expect(posts(calls)[0]!.body).toEqual({ email: 'mara@forkly.test', role: 'ADMIN', note: 'Welcome aboard!' });
    expect(useToastStore.getState().current).toMatchObject({ kind: 'success', description: 'Invitation sent to mara@forkly.test' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('puts an address that already has an account on the Email field', async () => {
    fakeApi(() => apiError(409, 'emailAlreadyExists', 'Email already exists'));
    const onInvited = renderForm();
    type('Email', 'taken@forkly.test');
    submit();
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Email already exists').length).toBeGreaterThan(0);
    expect(onInvited).not.toHaveBeenCalled();
    expect(useToastStore.getState().current?.kind).toBe('error');
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    fakeApi();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Einladung senden' }));
    expect(await screen.findByText(i18n.t('validation:emailRequired'))).toBeTruthy();
    expect(screen.getByLabelText('Notiz (optional)')).toBeTruthy();
  });
});
