// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import i18n from 'i18next';
import { http } from 'msw';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PromiseAccuracy, PromiseAccuracyRow, Role } from '@forkly/contracts';
import { promiseAccuracySchema } from '@forkly/contracts/schemas';
import { activeUserHandler, apiError, apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { routes } from '../../../app/router';
import { useSession } from '../../../lib/session';
import { Component as PromisesPage } from './dashboard-promises';

const row = (over: Partial<PromiseAccuracyRow>): PromiseAccuracyRow => ({
  id: 1,
  name: 'Duisburg',
  delivered: 120,
  onTime: 0.8333,
  early: 0.05,
  late: 0.1167,
  meanErrorMinutes: 2.14,
  meanAbsoluteErrorMinutes: 3.4,
  ...over,
});

const report: PromiseAccuracy = {
  from: '2026-11-22T02:00:00.000Z',
  to: '2026-11-29T02:00:00.000Z',
  zones: [row({})],
  restaurants: [
    row({ id: 3, name: 'Burger Brothers', delivered: 40, onTime: 0.9, early: 0.05, late: 0.05, meanErrorMinutes: -1.3, meanAbsoluteErrorMinutes: 2 }),
    row({ id: 1, name: 'Pizzeria Bella Rhein', delivered: 70, onTime: 0.8, early: 0, late: 0.2, meanErrorMinutes: 4.02, meanAbsoluteErrorMinutes: 4.5 }),
    row({ id: 2, name: 'Sushi Kaze', delivered: 10, onTime: 0.7, early: 0.1, late: 0.2, meanErrorMinutes: 0.01, meanAbsoluteErrorMinutes: null }),
  ],
};

function fakeApi(answer: () => Response = () => contractJson(promiseAccuracySchema, report)) {
  const calls = recordCalls();
  server.use(http.get(apiPath('/dispatch/promise-accuracy'), answer));
  return calls;
}

function show(path = '/dashboard/promises') {
  const router = createMemoryRouter([{ path: '/dashboard/promises', element: <PromisesPage /> }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, search: () => new URLSearchParams(router.state.location.search) };
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        // Intl puts no-break spaces before a unit; the tests write plain ones.
        .map((td) => td.textContent!.replace(/[\u00a0\u202f]/g, ' ')),
    );
const header = (table: string, column: string) =>
  within(within(screen.getByRole('table', { name: table })).getByRole('columnheader', { name: new RegExp(`^${column}`) })).getByRole('button');

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('Delivery promises (issue 24)', () => {
  it('shows each zone and restaurant: delivered, on time, early, late, the signed mean error and the mean absolute error', async () => {
    const calls = fakeApi();
    const { container } = show();
    await screen.findByRole('table', { name: 'By zone' });
    expect(calls).toEqual(['/api/dispatch/promise-accuracy']);
    expect(rowsOf('By zone')).toEqual([['Duisburg', '120', '83.3%', '5%', '11.7%', '+2.1 min late', '3.4 min']]);
    expect(rowsOf('By restaurant')).toEqual([
      ['Burger Brothers', '40', '90%', '5%', '5%', '-1.3 min early', '2.0 min'],
      ['Pizzeria Bella Rhein', '70', '80%', '0%', '20%', '+4.0 min late', '4.5 min'],
      ['Sushi Kaze', '10', '70%', '10%', '20%', '0.0 min', '—'],
    ]);
    expect(screen.getByText(/On time means within 5 minutes of the promise/)).toBeTruthy();
    expect(screen.getByText(/^Orders delivered between Nov 2\d, 2026/)).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('sorts each table by any column, ascending first, kept in the URL apart from the other table', async () => {
    fakeApi();
    const { search } = show();
    await screen.findByRole('table', { name: 'By restaurant' });
    fireEvent.click(header('By restaurant', 'On time'));
    expect(rowsOf('By restaurant').map((r) => r[0])).toEqual(['Sushi Kaze', 'Pizzeria Bella Rhein', 'Burger Brothers']);
    expect(search().get('restaurantSort')).toBe('onTime');
    expect(search().get('restaurantOrder')).toBe('ASC');
    fireEvent.click(header('By restaurant', 'On time'));
    expect(rowsOf('By restaurant').map((r) => r[0])).toEqual(['Burger Brothers', 'Pizzeria Bella Rhein', 'Sushi Kaze']);
    expect(header('By restaurant', 'On time').closest('th')!.getAttribute('aria-sort')).toBe('descending');
    // A missing figure stays last either way.
    fireEvent.click(header('By restaurant', 'Mean absolute error'));
    expect(rowsOf('By restaurant').map((r) => r[0])).toEqual(['Burger Brothers', 'Pizzeria Bella Rhein', 'Sushi Kaze']);
    fireEvent.click(header('By restaurant', 'Mean absolute error'));
    expect(rowsOf('By restaurant').map((r) => r[0])).toEqual(['Pizzeria Bella Rhein', 'Burger Brothers', 'Sushi Kaze']);
    expect(search().get('zoneSort')).toBeNull();
  });

  it('opens with the sort and dates of its URL, and asks for the dates chosen', async () => {
    const calls = fakeApi();
    const { search } = show('/dashboard/promises?from=2026-11-01&to=2026-11-15&restaurantSort=late&restaurantOrder=DESC');
    await screen.findByRole('table', { name: 'By restaurant' });
    expect(calls).toEqual(['/api/dispatch/promise-accuracy?from=2026-11-01&to=2026-11-15']);
    expect((screen.getByLabelText('Delivered from') as HTMLInputElement).value).toBe('2026-11-01');
    expect(rowsOf('By restaurant').map((r) => r[0])).toEqual(['Pizzeria Bella Rhein', 'Sushi Kaze', 'Burger Brothers']);

    fireEvent.change(screen.getByLabelText('Delivered until'), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(calls.at(-1)).toBe('/api/dispatch/promise-accuracy?from=2026-11-01&to=2026-11-20'));
    expect(search().get('to')).toBe('2026-11-20');

    fireEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    await waitFor(() => expect(calls.at(-1)).toBe('/api/dispatch/promise-accuracy'));
    expect(search().get('from')).toBeNull();
    expect(search().get('restaurantSort')).toBe('late');
  });

  it('does not ask for a period that ends before it starts', async () => {
    const calls = fakeApi();
    show('/dashboard/promises?from=2026-11-20&to=2026-11-01');
    expect((await screen.findByRole('alert')).textContent).toBe('The start date is after the end date.');
    expect(calls).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when nothing was delivered, and offers a retry when the report fails', async () => {
    fakeApi(() => contractJson(promiseAccuracySchema, { ...report, zones: [], restaurants: [] }));
    show();
    expect(await screen.findByText('No orders were delivered in this period.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();

    let fail = true;
    fakeApi(() => (fail ? apiError(500, 'internalError', 'Boom') : contractJson(promiseAccuracySchema, report)));
    show();
    expect(await screen.findByText('Oops an error occured')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'By zone' })).toBeTruthy();
  });

  it('speaks German and Finnish', async () => {
    fakeApi();
    await i18n.changeLanguage('de');
    show();
    await screen.findByRole('table', { name: 'Nach Liefergebiet' });
    expect(rowsOf('Nach Liefergebiet')[0]).toEqual(['Duisburg', '120', '83,3 %', '5 %', '11,7 %', '+2,1 Min. zu spät', '3,4 Min.']);
    cleanup();
    await i18n.changeLanguage('fi');
    show();
    await screen.findByRole('table', { name: 'Alueittain' });
    expect(rowsOf('Ravintoloittain')[0]![5]).toBe('−1,3 min etuajassa');
  });
});

describe('who may open /dashboard/promises', () => {
  beforeEach(() => useSession.setState({ status: 'authenticated', accessToken: 'a.b.c', refreshToken: 'r' }));
  afterEach(() => useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined }));

  /** The page as the router loads it: behind the role guard of its section. */
  async function openAs(role: Role) {
    server.use(activeUserHandler({ currentUserRole: role, currentUserId: 1, username: role.toLowerCase(), twoFactorEnabled: false }));
    fakeApi();
    const matched = matchRoutes(routes, '/dashboard/promises')!;
    const route = matched.at(-1)!.route as RouteObject;
    const { Component: Guarded } = (await (route.lazy as () => Promise<{ Component: React.ComponentType }>)())!;
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element: <Guarded /> }])} />
      </QueryClientProvider>,
    );
  }

  it.each(['ADMIN', 'SERVICE'] as const)('is open to %s', async (role) => {
    await openAs(role);
    expect(await screen.findByRole('heading', { name: 'Delivery promises', level: 1 })).toBeTruthy();
  });

  it.each(['RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER', 'USER'] as const)('shows %s the not-authorized view', async (role) => {
    await openAs(role);
    expect(await screen.findByRole('heading', { name: 'You are not authorized to access this page' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
