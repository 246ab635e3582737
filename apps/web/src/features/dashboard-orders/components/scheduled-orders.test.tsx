// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderSummary } from '@forkly/contracts';
import { pagedOrdersSchema } from '@forkly/contracts/schemas';
import { confirmedOrder } from '../../../../test/fixtures';
import { apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { useDashboardOrders } from '../api/get-dashboard-orders';
import { ScheduledOrders } from './scheduled-orders';

const summary = ({
  note: _n,
  promocode: _p,
  lines: _l,
  history: _h,
  delivery: _d,
  refunds: _r,
  refundable: _rf,
  ...rest
}: typeof confirmedOrder): OrderSummary => rest;
const LATER = '2026-12-01T17:30:00.000Z';
const SOONER = '2026-11-30T11:45:00.000Z';

function renderGroup(results: OrderSummary[]) {
  const calls = recordCalls();
  server.use(http.get(apiPath('/paged-orders'), () => contractJson(pagedOrdersSchema, { results, totalCount: results.length, totalPages: 1 })));
  const opened: number[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ScheduledOrders onOpen={(id) => opened.push(id)} />
      <AnswerSeen />
    </QueryClientProvider>,
  );
  return { calls, opened, queryClient };
}

/**
 * Reads the group's query beside it: both re-render in the same batch, so once this shows, the
 * group has seen the answer too. The test checks the cache holds one query, so it is the same one.
 */
function AnswerSeen() {
  const { data } = useDashboardOrders({ scheduled: 'upcoming', page: 1, limit: 50 });
  return data ? <output>answer seen</output> : null;
}

afterEach(cleanup);

describe('the kitchen’s Scheduled group (decision 046)', () => {
  it('asks for upcoming orders placed ahead and lists them soonest slot first; a click opens one', async () => {
    const { calls, opened } = renderGroup([
      { ...summary(confirmedOrder), id: 1, orderNumber: 'FK-1', scheduledFor: LATER },
      { ...summary(confirmedOrder), id: 2, orderNumber: 'FK-2', scheduledFor: SOONER },
    ]);
    expect(await screen.findByRole('heading', { name: 'Scheduled · 2 orders' })).toBeTruthy();
    expect(calls.some((c) => c.includes('/paged-orders?scheduled=upcoming'))).toBe(true);
    const format = new Intl.DateTimeFormat('en', { weekday: 'short' });
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' });
    const rows = screen.getAllByRole('button');
    expect(rows[0]!.textContent).toContain(`Scheduled for ${format.format(new Date(SOONER))} ${time.format(new Date(SOONER))}`);
    expect(rows[1]!.textContent).toContain('FK-1');
    fireEvent.click(rows[0]!);
    expect(opened).toEqual([2]);
  });

  it('shows nothing while there are none', async () => {
    const { queryClient } = renderGroup([]);
    await screen.findByText('answer seen');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
