// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry, OutboxMail } from '@forkly/contracts';
import { nameMatchesSchema, pagedAuditSchema, pagedOutboxSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { Component as AuditPage } from './dashboard-audit';
import { Component as OutboxPage } from './dashboard-outbox';

const paged = <T,>(results: T[]) => ({ results, totalPages: 1, totalCount: results.length });

const entries: AuditEntry[] = [
  {
    id: 2,
    actor: { id: 7, username: 'admin', role: 'ADMIN', name: 'Ada Admin' },
    action: 'user.disable',
    entity: 'user',
    entityId: '42',
    itemName: 'Clara Schneider',
    names: {},
    before: { enabled: true },
    after: { enabled: false },
    createdAt: '2026-03-12T11:35:00.000Z',
  },
  {
    id: 1,
    actor: null,
    action: 'order.assign',
    entity: 'order',
    entityId: '5',
    itemName: null,
    names: { '3': 'Kurt Kurier' },
    before: null,
    after: { courierId: 3 },
    createdAt: '2026-03-12T11:30:00.000Z',
  },
];
const mails: OutboxMail[] = [
  {
    id: 1,
    to: 'mia@example.test',
    subject: 'Your invitation to Forkly',
    text: 'Complete your account:\nhttp://localhost:3000/auth/register?type=restaurant',
    kind: 'invitation',
    createdAt: '2026-03-12T11:35:00.000Z',
  },
];

/** The API as the pages see it; every GET is recorded as "path?query". */
function fakeApi() {
  const calls = recordCalls();
  server.use(
    http.get(apiPath('/audit-log'), ({ request }) =>
      contractJson(pagedAuditSchema, paged(new URL(request.url).searchParams.get('actorId') === '7' ? entries.slice(0, 1) : entries)),
    ),
    http.get(apiPath('/outbox'), () => contractJson(pagedOutboxSchema, paged(mails))),
    // The actor filter names the chosen actor.
    http.get(apiPath('/name-lookup'), () => contractJson(nameMatchesSchema, { results: [{ id: 7, name: 'Ada Admin', role: 'ADMIN' }] })),
  );
  return calls;
}

function show(page: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
});

describe('the audit log', () => {
  it('shows who did what to which item and what changed, and narrows to one actor', async () => {
    const calls = fakeApi();
    const { container } = show(<AuditPage />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Ada Admin disabled the account of Clara Schneider');
    expect(rows[1]!.textContent).toContain('Administrator');
    expect(within(rows[1]!).getByRole('link', { name: 'Clara Schneider' }).getAttribute('href')).toBe('/dashboard/users/42');
    expect(rows[1]!.textContent).toMatch(/Enabled:.*yes.*no/);
    expect(rows[2]!.textContent).toContain('System gave order #5 to Kurt Kurier');
    expect(rows[2]!.textContent).toMatch(/Courier:.*Kurt Kurier/);
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Show only the actions of Ada Admin' }));
    await waitFor(() => expect(calls.at(-1)).toContain('actorId=7'));
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('the mail outbox', () => {
  it('lists the mails and opens one to read, links included', async () => {
    fakeApi();
    const { container } = show(<OutboxPage />);
    const table = await screen.findByRole('table', { name: 'Mail outbox' });
    expect(table.textContent).toContain('mia@example.test');
    expect(table.textContent).toContain('Invitation');
    fireEvent.click(screen.getByRole('button', { name: 'Read “Your invitation to Forkly” to mia@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your invitation to Forkly' });
    expect(dialog.textContent).toContain('/auth/register?type=restaurant');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
