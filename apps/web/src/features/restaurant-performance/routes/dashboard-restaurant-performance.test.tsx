// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import i18n from 'i18next';
import { http } from 'msw';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PerformanceRankingRow, Role } from '@forkly/contracts';
import { performanceRankingSchema } from '@forkly/contracts/schemas';
import { activeUserHandler, apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { routes } from '../../../app/router';
import { useSession } from '../../../lib/session';
import { Component as RankingPage } from './dashboard-restaurant-performance';

const row = (over: Partial<PerformanceRankingRow>): PerformanceRankingRow => ({
  restaurantId: 5,
  name: 'Pizzeria Bella Rhein',
  orders: 40,
  accepted: 36,
  acceptanceMedianSeconds: 45,
  acceptanceP90Seconds: 150,
  missed: 3,
  rejected: 1,
  prepared: 34,
  readyLateMinutesMean: 1.4,
  readyOnTimeShare: 0.82,
  ratingAverage: 4.36,
  ratingCount: 12,
  ...over,
});

const rows = [
  row({}),
  row({
    restaurantId: 6,
    name: 'Sushi Kaze',
    orders: 0,
    accepted: 0,
    acceptanceMedianSeconds: null,
    acceptanceP90Seconds: null,
    missed: 0,
    rejected: 0,
    readyLateMinutesMean: null,
    ratingAverage: null,
    ratingCount: 0,
  }),
];

/** The server sorts and pages; the fake answers what it was asked with these rows. */
function fakeApi() {
  server.use(
    http.get(apiPath('/dispatch/restaurant-performance'), ({ request }) => {
      const asked = new URL(request.url).searchParams;
      const sorted = asked.get('orderBy') === 'ASC' ? [...rows].reverse() : rows;
      return contractJson(performanceRankingSchema, {
        results: sorted,
        totalPages: 1,
        totalCount: 2,
        from: asked.get('from') ? '2026-11-28T23:00:00.000Z' : '2026-11-22T10:00:00.000Z',
        to: '2026-11-29T10:00:00.000Z',
      });
    }),
  );
  return recordCalls();
}

function show(path = '/dashboard/restaurant-performance') {
  const router = createMemoryRouter([{ path: '/dashboard/restaurant-performance', element: <RankingPage /> }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, search: () => new URLSearchParams(router.state.location.search) };
}

const caption = 'Restaurants by performance';
const tableRows = () =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((td) => td.textContent!.replace(/[\u00a0\u202f]/g, ' ')),
    );
const header = (column: string) =>
  within(within(screen.getByRole('table', { name: caption })).getByRole('columnheader', { name: new RegExp(`^${column}`) })).getByRole('button');

beforeEach(() => useSession.setState({ status: 'authenticated', accessToken: 'a.b.c', refreshToken: 'r' }));
afterEach(async () => {
  cleanup();
  useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
  await i18n.changeLanguage('en');
});

describe('Restaurant performance for staff (issue 21)', () => {
  it('lists every restaurant with its figures, the most missed first, each linking to the restaurant', async () => {
    const calls = fakeApi();
    const { container } = show();
    await screen.findByRole('table', { name: caption });
    expect(calls).toEqual(['/api/dispatch/restaurant-performance?page=1&limit=10&sortBy=missed&orderBy=DESC']);
    expect(tableRows()).toEqual([
      ['Pizzeria Bella Rhein', '40', '45 sec', '2.5 min', '3', '1', '+1.4 min', '4.4 (12 ratings)'],
      ['Sushi Kaze', '0', '—', '—', '0', '0', '—', '—'],
    ]);
    expect(screen.getByRole('link', { name: 'Sushi Kaze' }).getAttribute('href')).toBe('/dashboard/restaurants/6');
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/^Paid orders and ratings from Nov 22, 2026/)).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('sorts by every column on the server, ascending first, kept in the URL', async () => {
    const calls = fakeApi();
    const { search } = show();
    await screen.findByRole('table', { name: caption });
    const columns = [
      ['Restaurant', 'name'],
      ['Orders', 'orders'],
      ['Acceptance median', 'acceptanceMedian'],
      ['Acceptance p90', 'acceptanceP90'],
      ['Missed', 'missed'],
      ['Rejected', 'rejected'],
      ['Ready vs promised', 'readyLate'],
      ['Rating', 'rating'],
    ] as const;
    for (const [title, key] of columns) {
      fireEvent.click(header(title));
      await waitFor(() => expect(calls.at(-1)).toBe(`/api/dispatch/restaurant-performance?page=1&limit=10&sortBy=${key}&orderBy=ASC`));
      expect(search().get('sortBy')).toBe(key);
    }
    await waitFor(() => expect(tableRows()[0]![0]).toBe('Sushi Kaze'));
    fireEvent.click(header('Rating'));
    await waitFor(() => expect(calls.at(-1)).toBe('/api/dispatch/restaurant-performance?page=1&limit=10&sortBy=rating&orderBy=DESC'));
    expect(header('Rating').closest('th')!.getAttribute('aria-sort')).toBe('descending');
  });

  it('shows today when asked, from the URL', async () => {
    const calls = fakeApi();
    const { search } = show('/dashboard/restaurant-performance?sortBy=rejected&orderBy=ASC');
    await screen.findByRole('table', { name: caption });
    expect(calls.at(-1)).toBe('/api/dispatch/restaurant-performance?page=1&limit=10&sortBy=rejected&orderBy=ASC');
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatch(/^\/api\/dispatch\/restaurant-performance\?page=1&limit=10&sortBy=rejected&orderBy=ASC&from=\d{4}-\d{2}-\d{2}$/),
    );
    expect(search().get('period')).toBe('day');
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(calls.at(-1)).toBe('/api/dispatch/restaurant-performance?page=1&limit=10&sortBy=rejected&orderBy=ASC'));
    expect(search().get('period')).toBeNull();
  });

  it('speaks German and Finnish', async () => {
    fakeApi();
    await i18n.changeLanguage('de');
    show();
    await screen.findByRole('table', { name: 'Restaurants nach Leistung' });
    cleanup();
    await i18n.changeLanguage('fi');
    show();
    await screen.findByRole('table', { name: 'Ravintolat suoriutumisen mukaan' });
    expect(screen.getByRole('button', { name: 'Viimeiset 7 päivää' })).toBeTruthy();
  });
});

describe('who may open /dashboard/restaurant-performance', () => {
  async function openAs(role: Role) {
    server.use(activeUserHandler({ currentUserRole: role, currentUserId: 1, username: role.toLowerCase(), twoFactorEnabled: false }));
    fakeApi();
    const matched = matchRoutes(routes, '/dashboard/restaurant-performance')!;
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
    expect(await screen.findByRole('heading', { name: 'Restaurant performance', level: 1 })).toBeTruthy();
  });

  it.each(['RESTAURANT_ADMIN', 'RESTAURANT_BRANCH', 'COURIER', 'USER'] as const)('shows %s the not-authorized view', async (role) => {
    await openAs(role);
    expect(await screen.findByRole('heading', { name: 'You are not authorized to access this page' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
