// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '@forkly/contracts';
import { jobSchema, pagedJobsSchema } from '@forkly/contracts/schemas';
import { apiPath, contractJson, recordCalls, server } from '../../../../test/msw';
import { Component as JobsPage } from './dashboard-jobs';

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const job = (over: Partial<Job>): Job => ({
  id: 1,
  kind: 'mail.send',
  key: null,
  state: 'queued',
  runAt: at(-1000),
  attempts: 0,
  maxAttempts: 8,
  lastError: null,
  createdAt: at(-HOUR),
  updatedAt: at(-HOUR),
  ...over,
});

const jobs: Job[] = [
  job({ id: 1 }),
  job({ id: 2, kind: 'order.refund', key: 'order.refund:42', state: 'dead', attempts: 10, maxAttempts: 10, lastError: 'Stripe is down' }),
  job({ id: 3, kind: 'orders.sweep', key: 'orders.sweep', runAt: at(HOUR), maxAttempts: 5 }),
  job({ id: 4, kind: 'mail.send', attempts: 2, lastError: 'SMTP 421', runAt: at(HOUR) }),
];

/** The API as the page sees it: GET /jobs filters by view, POST /jobs/2/retry revives the dead refund. */
function fakeApi() {
  const calls = recordCalls({ method: true });
  server.use(
    http.get(apiPath('/jobs'), ({ request }) => {
      const view = new URL(request.url).searchParams.get('view');
      const results = view === 'refund-due' ? jobs.filter((j) => j.kind === 'order.refund') : jobs;
      return contractJson(pagedJobsSchema, { results, totalPages: 1, totalCount: results.length });
    }),
    http.post(apiPath('/jobs/2/retry'), () => contractJson(jobSchema, { ...jobs[1]!, state: 'queued', attempts: 0 })),
  );
  return calls;
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <JobsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
});

describe('the Jobs screen', () => {
  it('lists each job with its state, attempts and last error, links a refund to its order, and retries a dead job', async () => {
    const calls = fakeApi();
    const { container } = show();
    const table = await screen.findByRole('table', { name: 'Jobs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Send e-mail.*Due.*0 of 8/),
      expect.stringMatching(/Refund a cancelled order.*Order #42.*Dead.*10 of 10.*Stripe is down/),
      expect.stringMatching(/Cancel unpaid orders.*Scheduled/),
      expect.stringMatching(/Send e-mail.*Retrying.*2 of 8.*SMTP 421/),
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Order #42' }).getAttribute('href')).toBe('/dashboard/orders?order=42');
    // Only the dead job has a retry.
    expect(screen.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Retry “Refund a cancelled order” (job #2)' }));
    await waitFor(() => expect(calls).toContain('POST /api/jobs/2/retry'));
    await waitFor(() => expect(calls.filter((c) => c.startsWith('GET /api/jobs'))).toHaveLength(2));
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('narrows to the refunds that are due', async () => {
    const calls = fakeApi();
    show();
    await screen.findByRole('table', { name: 'Jobs' });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'refund-due' } });
    await waitFor(() => expect(calls.at(-1)).toBe('GET /api/jobs?page=1&limit=10&view=refund-due'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Jobs' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('option', { name: 'Refund due' })).toBeTruthy();
  });
});
