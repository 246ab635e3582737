// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { nameMatchesSchema, pagedTicketsSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { TicketsView } from './tickets-view';

afterEach(() => cleanup());

const PEOPLE = {
  customer: [{ id: 42, name: 'Clara Schneider', role: 'USER' as const }],
  courier: [{ id: 7, name: 'Kurt Kurier', role: 'COURIER' as const }],
  staff: [{ id: 9, name: 'Sam Support', role: 'SERVICE' as const }],
  restaurant: [{ id: 3, name: 'Pizzeria Löwe', role: null }],
};

function fakeApi() {
  const calls = recordCalls();
  server.use(
    http.get(apiPath('/paged-ticket'), () => contractJson(pagedTicketsSchema, { results: [], totalPages: 0, totalCount: 0 })),
    http.get(apiPath('/name-lookup'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const people = PEOPLE[params.get('kind') as keyof typeof PEOPLE] ?? [];
      const ids = params.get('ids')?.split(',').map(Number);
      const search = params.get('search')?.toLowerCase() ?? '';
      return contractJson(nameMatchesSchema, { results: people.filter((p) => (ids ? ids.includes(p.id) : p.name.toLowerCase().includes(search))) });
    }),
  );
  return calls;
}

function show(url: string) {
  const router = createMemoryRouter(
    [{ path: '/dashboard/tickets', element: <TicketsView viewer={{ id: 9, staff: true }} statusFilter empty={{ text: 'No tickets yet.' }} /> }],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

const ticketCalls = (calls: string[]) => calls.filter((call) => call.startsWith('/api/paged-ticket'));

describe("the staff's ticket filters (SPEC.md section 3)", () => {
  it('read every filter from the URL, send it, and show the people by name', async () => {
    const calls = fakeApi();
    const { container } = show('/dashboard/tickets?status=OPEN&userId=42&restaurantId=3&courierId=7&serviceId=9&from=2026-03-01&to=2026-03-31');
    await waitFor(() => expect(ticketCalls(calls).length).toBeGreaterThan(0));
    const sent = new URL(ticketCalls(calls).at(-1)!, 'http://x').searchParams;
    expect(Object.fromEntries(['status', 'userId', 'restaurantId', 'courierId', 'serviceId', 'from', 'to'].map((k) => [k, sent.get(k)]))).toEqual({
      status: 'OPEN',
      userId: '42',
      restaurantId: '3',
      courierId: '7',
      serviceId: '9',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    for (const [label, name] of [
      ['Customer', 'Clara Schneider'],
      ['Restaurant', 'Pizzeria Löwe'],
      ['Courier', 'Kurt Kurier'],
      ['Service member', 'Sam Support'],
    ])
      await waitFor(() => expect((screen.getByRole('combobox', { name: label }) as HTMLInputElement).value).toBe(name));
    expect(await screen.findByText('No tickets match these filters.')).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('pick a courier by name into the URL, back on page 1, and clear them all', async () => {
    const calls = fakeApi();
    const { router } = show('/dashboard/tickets?page=3&status=OPEN');
    const courier = await screen.findByRole('combobox', { name: 'Courier' });
    fireEvent.focus(courier);
    fireEvent.change(courier, { target: { value: 'kurt' } });
    await screen.findByRole('option', { name: /Kurt Kurier/ });
    fireEvent.keyDown(courier, { key: 'ArrowDown' });
    fireEvent.keyDown(courier, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?status=OPEN&courierId=7'));
    await waitFor(() => expect(ticketCalls(calls).at(-1)).toContain('courierId=7'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('ignore a malformed filter in the URL rather than send it', async () => {
    const calls = fakeApi();
    show('/dashboard/tickets?userId=abc&from=yesterday&status=LOST');
    await waitFor(() => expect(ticketCalls(calls).length).toBeGreaterThan(0));
    expect(ticketCalls(calls).at(-1)).not.toMatch(/userId|from=|status=/);
  });
});
