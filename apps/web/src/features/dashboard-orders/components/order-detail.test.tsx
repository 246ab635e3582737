// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@forkly/contracts';
import { timeline } from '../lib/order-timeline';
import { OrderDetail } from './order-detail';

const order: Order = {
  id: 51,
  orderNumber: 'FK-100051',
  status: 'CONFIRMED',
  restaurant: { id: 3, name: 'Napoli', contact: '' },
  user: { id: 9, firstName: 'Anna', lastName: 'Schmidt', contact: '' },
  courier: null,
  address: { street: 'Sonnenwall', houseNumber: '5', apartmentNr: '', zip: '47051', city: 'Duisburg', floor: 0, latitude: null, longitude: null },
  subtotal: 22.51,
  discount: 0,
  deliveryFee: 1.99,
  total: 24.5,
  paidAt: '2025-03-12T11:36:00.000Z',
  createdAt: '2025-03-12T11:35:00.000Z',
  updatedAt: '2025-03-12T11:36:00.000Z',
  note: '',
  promocode: null,
  lines: [],
  history: [
    { fromStatus: null, toStatus: 'PENDING', at: '2025-03-12T11:35:00.000Z', reason: null },
    { fromStatus: 'PENDING', toStatus: 'CONFIRMED', at: '2025-03-12T11:36:00.500Z', reason: null },
  ],
};

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
