// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../stores/toast-store';
import { InviteForm } from './invite-form';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.getState().dismiss();
  await i18n.changeLanguage('en');
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** POST /credential answers `answer`; returns every call made with its body. */
function fakeApi(
  answer: (body: Record<string, unknown>) => Response = (body) =>
    json(201, { id: 7, email: body.email, role: body.role, expiresAt: '2026-12-01T10:00:00.000Z' }),
) {
  const calls: { call: string; body?: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ call: `${init?.method ?? 'GET'} ${url.pathname}`, body });
      if (url.pathname === '/api/credential') return answer(body!);
      return json(200, {});
    }),
  );
  return calls;
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
const posts = <C extends { call: string }>(calls: C[]) => calls.filter((c) => c.call === 'POST /api/credential');

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
    fakeApi(() => json(409, { status: 409, errorCode: 'emailAlreadyExists', message: 'Email already exists' }));
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
