// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import i18n from 'i18next';
import { http } from 'msw';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PerformanceFigures, RestaurantPerformance, Role } from '@forkly/contracts';
import { restaurantPerformanceSchema } from '@forkly/contracts/schemas';
import { activeUserHandler, apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { routes } from '../../../app/router';
import { useSession } from '../../../lib/session';
import { Component as PerformancePage } from './dashboard-performance';

const figures = (over: Partial<PerformanceFigures> = {}): PerformanceFigures => ({
  orders: 40,
  accepted: 36,
  acceptanceMedianSeconds: 45,
  acceptanceP90Seconds: 150,
  missed: 2,
  rejected: 2,
  prepared: 34,
  readyLateMinutesMean: 1.4,
  readyOnTimeShare: 0.82,
  ratingAverage: 4.36,
  ratingCount: 12,
  ...over,
});

const report = (period: 'day' | 'week', total = figures()): RestaurantPerformance => ({
  restaurantId: 5,
  name: 'Pizzeria Bella Rhein',
  period,
  timeZone: 'Europe/Berlin',
  periods: [
    { ...figures({ orders: 5, missed: 1 }), start: period === 'day' ? '2026-11-28T23:00:00.000Z' : '2026-11-22T23:00:00.000Z' },
    {
      ...figures({
        orders: 0,
        accepted: 0,
        acceptanceMedianSeconds: null,
        acceptanceP90Seconds: null,
        missed: 0,
        rejected: 0,
        prepared: 0,
        readyLateMinutesMean: null,
        readyOnTimeShare: null,
        ratingAverage: null,
        ratingCount: 0,
      }),
      start: '2026-11-27T23:00:00.000Z',
    },
  ],
  total,
});

function fakeApi(total?: PerformanceFigures) {
  server.use(
    activeUserHandler({ currentUserRole: 'RESTAURANT_ADMIN', currentUserId: 3, username: 'restaurant', twoFactorEnabled: false, restaurantId: 5 }),
    http.get(apiPath('/restaurant/:id/performance'), ({ request }) => {
      const period = new URL(request.url).searchParams.get('period') === 'week' ? 'week' : 'day';
      return contractJson(restaurantPerformanceSchema, report(period, total));
    }),
  );
  return recordCalls();
}

function show(path = '/dashboard/performance') {
  const router = createMemoryRouter([{ path: '/dashboard/performance', element: <PerformancePage /> }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, search: () => new URLSearchParams(router.state.location.search) };
}

const tiles = (container: HTMLElement) =>
  Object.fromEntries(
    within(container.querySelector('dl')!)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling!.textContent!.replace(/[\u00a0\u202f]/g, ' ')]),
  );

beforeEach(() => useSession.setState({ status: 'authenticated', accessToken: 'a.b.c', refreshToken: 'r' }));
afterEach(async () => {
  cleanup();
  useSession.setState({ status: 'anonymous', accessToken: undefined, refreshToken: undefined });
  await i18n.changeLanguage('en');
});

describe('A restaurant’s own performance (issue 21)', () => {
  it('shows the acceptance median and p90, missed, rejected, ready on time and the rating, then each day', async () => {
    const calls = fakeApi();
    const { container } = show();
    await screen.findByRole('table', { name: 'Day by day' });
    expect(calls).toContain('/api/restaurant/5/performance?period=day');
    expect(screen.getByRole('heading', { name: 'Last 14 days', level: 2 })).toBeTruthy();
    expect(tiles(container)).toEqual({
      'Acceptance time (median)': '45 sec',
      'Acceptance time (p90)': '2.5 min',
      'Missed orders': '2',
      'Rejected orders': '2',
      'Ready on time': '82%',
      Rating: '4.4',
    });
    expect(screen.getByText('34 prepared orders; ready on average +1.4 min against the promised time')).toBeTruthy();
    expect(screen.getByText('12 ratings')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Day by day' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([expect.stringMatching(/^Nov 28, 2026$/), '0', '—', '—', '0', '0', '—', '—']);
    expect(screen.getByRole('button', { name: 'By day' }).getAttribute('aria-pressed')).toBe('true');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('switches to weeks, kept in the URL', async () => {
    const calls = fakeApi();
    const { search } = show();
    await screen.findByRole('table', { name: 'Day by day' });
    fireEvent.click(screen.getByRole('button', { name: 'By week' }));
    expect(await screen.findByRole('table', { name: 'Week by week' })).toBeTruthy();
    expect(calls).toContain('/api/restaurant/5/performance?period=week');
    expect(search().get('period')).toBe('week');
    expect(screen.getByRole('heading', { name: 'Last 8 weeks' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Week by week' })).getAllByRole('cell')[0]!.textContent).toBe('Week of Nov 23, 2026');
  });

  it('says when there is nothing to measure yet', async () => {
    fakeApi(
      figures({
        orders: 0,
        accepted: 0,
        acceptanceMedianSeconds: null,
        acceptanceP90Seconds: null,
        missed: 0,
        rejected: 0,
        prepared: 0,
        readyLateMinutesMean: null,
        readyOnTimeShare: null,
        ratingAverage: null,
        ratingCount: 0,
      }),
    );
    show('/dashboard/performance?period=week');
    expect(await screen.findByText('No paid orders or ratings in the last 8 weeks yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks German and Finnish', async () => {
    fakeApi();
    await i18n.changeLanguage('de');
    const { container } = show();
    await screen.findByRole('table', { name: 'Tag für Tag' });
    expect(tiles(container)['Annahmezeit (p90)']).toBe('2,5 Min.');
    cleanup();
    await i18n.changeLanguage('fi');
    const fi = show();
    await screen.findByRole('table', { name: 'Päivä kerrallaan' });
    expect(tiles(fi.container)['Valmiina ajallaan']).toBe('82 %');
  });
});

describe('who may open /dashboard/performance', () => {
  async function openAs(role: Role) {
    fakeApi();
    server.use(activeUserHandler({ currentUserRole: role, currentUserId: 1, username: role.toLowerCase(), twoFactorEnabled: false, restaurantId: 5 }));
    const matched = matchRoutes(routes, '/dashboard/performance')!;
    const route = matched.at(-1)!.route as RouteObject;
    const { Component: Guarded } = (await (route.lazy as () => Promise<{ Component: React.ComponentType }>)())!;
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element: <Guarded /> }])} />
      </QueryClientProvider>,
    );
  }

  it.each(['RESTAURANT_ADMIN', 'RESTAURANT_BRANCH'] as const)('is open to %s', async (role) => {
    await openAs(role);
    expect(await screen.findByRole('heading', { name: 'Performance', level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('table', { name: 'Day by day' })).toBeTruthy());
  });

  it.each(['ADMIN', 'SERVICE', 'COURIER', 'USER'] as const)('shows %s the not-authorized view', async (role) => {
    await openAs(role);
    expect(await screen.findByRole('heading', { name: 'You are not authorized to access this page' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
