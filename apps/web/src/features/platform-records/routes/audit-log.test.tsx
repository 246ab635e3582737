// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import i18n from 'i18next';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@forkly/contracts';
import { nameMatchesSchema, pagedAuditSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { Component as AuditPage } from './dashboard-audit';

const at = '2026-03-12T11:35:00.000Z';
const entry = (over: Partial<AuditEntry> & Pick<AuditEntry, 'id' | 'action' | 'entity' | 'entityId'>): AuditEntry => ({
  actor: { id: 9, username: 'service1', role: 'SERVICE', name: 'Sven Service' },
  itemName: null,
  names: {},
  before: null,
  after: null,
  createdAt: at,
  ...over,
});

const entries: AuditEntry[] = [
  entry({ id: 1, action: 'user.disable', entity: 'user', entityId: '42', itemName: 'Clara Schneider', before: { enabled: true }, after: { enabled: false } }),
  entry({
    id: 2,
    action: 'order.cancel',
    entity: 'order',
    entityId: '123',
    before: { status: 'CONFIRMED', note: '' },
    after: { status: 'CANCELLED', refundDue: true, note: '' },
  }),
  entry({
    id: 3,
    action: 'order.reassign',
    entity: 'order',
    entityId: '5',
    names: { '3': 'Kurt Kurier', '4': 'Lea Läufer' },
    before: { courierId: 3 },
    after: { courierId: 4 },
  }),
  entry({ id: 4, action: 'restaurant.pause', entity: 'restaurant', entityId: '8', itemName: 'Pizzeria Löwe', after: { paused: false } }),
];

function fakeApi() {
  const calls = recordCalls();
  server.use(
    http.get(apiPath('/audit-log'), () => contractJson(pagedAuditSchema, { results: entries, totalPages: 1, totalCount: entries.length })),
    http.get(apiPath('/name-lookup'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const people = [
        { id: 9, name: 'Sven Service', role: 'SERVICE' as const },
        { id: 42, name: 'Clara Schneider', role: 'USER' as const },
      ];
      const ids = params.get('ids')?.split(',').map(Number);
      const search = params.get('search')?.toLowerCase() ?? '';
      return contractJson(nameMatchesSchema, { results: people.filter((p) => (ids ? ids.includes(p.id) : p.name.toLowerCase().includes(search))) });
    }),
  );
  return calls;
}

function show(url = '/dashboard/audit') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard/audit', element: <AuditPage /> }], { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

const rowTexts = async () => {
  const table = await screen.findByRole('table');
  await within(table).findByText(/Clara Schneider/);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
};

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('the audit log reads as words', () => {
  it('in English: who, what and which item, states in the UI words, people by name', async () => {
    fakeApi();
    const { container } = show();
    const rows = await rowTexts();
    expect(rows[0]).toContain('Sven Service disabled the account of Clara Schneider');
    expect(rows[0]).toContain('Service staff');
    expect(rows[1]).toContain('Sven Service cancelled order #123');
    expect(rows[1]).toMatch(/Status:.*Confirmed.*Cancelled/);
    expect(rows[1]).toMatch(/Refund due:.*yes/);
    // A field kept as it was is not a change.
    expect(rows[1]).not.toMatch(/note/i);
    expect(rows[2]).toContain('Sven Service moved order #5 from Kurt Kurier to Lea Läufer');
    expect(rows[3]).toContain('Sven Service resumed Pizzeria Löwe');
    for (const raw of ['CONFIRMED', 'CANCELLED', 'refundDue', 'user.disable', 'courierId']) for (const row of rows) expect(row, raw).not.toContain(raw);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    fakeApi();
    show();
    const rows = await rowTexts();
    expect(rows[0]).toContain('Sven Service hat das Konto von Clara Schneider deaktiviert');
    expect(rows[1]).toContain('Sven Service hat Bestellung #123 storniert');
    expect(rows[1]).toMatch(/Status:.*Bestätigt.*Storniert/);
    expect(rows[2]).toContain('von Kurt Kurier an Lea Läufer übergeben');
  });

  it('in Finnish', async () => {
    await i18n.changeLanguage('fi');
    fakeApi();
    show();
    const rows = await rowTexts();
    expect(rows[0]).toContain('Sven Service poisti käytöstä tilin: Clara Schneider');
    expect(rows[1]).toContain('Sven Service peruutti: tilaus #123');
    expect(rows[3]).toContain('avasi ravintolan uudelleen: Pizzeria Löwe');
  });
});

describe('the audit log filters', () => {
  it('pick the actor by name, keep the id in the URL and show the name again after a reload', async () => {
    const calls = fakeApi();
    const { router } = show();
    await rowTexts();
    const who = screen.getByRole('combobox', { name: 'Who' });
    fireEvent.focus(who);
    fireEvent.change(who, { target: { value: 'clara' } });
    const option = await screen.findByRole('option', { name: /Clara Schneider/ });
    fireEvent.click(option);
    await waitFor(() => expect(router.state.location.search).toBe('?actorId=42'));
    await waitFor(() => expect(calls.some((call) => call.includes('/audit-log') && call.includes('actorId=42'))).toBe(true));
    cleanup();

    fakeApi();
    show('/dashboard/audit?actorId=9&entity=restaurant');
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Who' }) as HTMLInputElement).value).toBe('Sven Service'));
    // A named kind of item is picked by name too.
    expect(screen.getByRole('combobox', { name: 'Restaurant' })).toBeTruthy();
  });

  it('clear the chosen person with its button', async () => {
    fakeApi();
    const { router } = show('/dashboard/audit?actorId=9');
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Who' }) as HTMLInputElement).value).toBe('Sven Service'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Who' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
