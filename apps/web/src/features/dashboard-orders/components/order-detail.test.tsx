// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmedOrder } from '../../../../test/fixtures';
import { timeline } from '../lib/order-timeline';
import { OrderDetail } from './order-detail';

const order = confirmedOrder;

afterEach(cleanup);

describe('the order history of the dashboard detail (issue 10)', () => {
  it('shows the payment as a row like the status changes, label left and time right, in time order', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OrderDetail order={order} viewer={{ role: 'ADMIN', userId: 1 }} />
      </QueryClientProvider>,
    );
    const rows = within(screen.getByRole('heading', { name: 'History' }).parentElement!).getAllByRole('listitem');
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(['Awaiting payment', 'Paid', 'Confirmed']);
    for (const row of rows) {
      expect(row.className).toBe(rows[0]!.className);
      expect(row.children).toHaveLength(2);
    }
  });

  it('puts the payment before the confirmation it caused when both carry the same instant', () => {
    const same = { ...order, paidAt: '2025-03-12T11:36:00.500Z' };
    expect(timeline(same, 'Paid', (status) => status).map((row) => row.label)).toEqual(['PENDING', 'Paid', 'CONFIRMED']);
  });
});
