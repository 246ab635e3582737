// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { CancelReason, OrderStatus } from '@forkly/contracts';
import { confirmedOrder, orderDelivery } from '../../../../test/fixtures';
import type { StageOrder } from '../lib/use-stage-text';
import { OrderProgress } from './order-progress';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const clock = (iso: string) => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(iso));
const history = (...statuses: OrderStatus[]): StageOrder['history'] =>
  statuses.map((toStatus, i) => ({ fromStatus: null, toStatus, at: `2025-03-01T18:${String(10 + i * 10)}:00Z`, reason: null }));

const order = (over: Partial<StageOrder>): StageOrder => ({
  status: confirmedOrder.status,
  paidAt: '2025-03-01T18:02:00Z',
  acceptedAt: null,
  readyAt: null,
  restaurant: { id: 1, name: 'Pizzeria Bella Rhein', contact: '', orderable: true },
  history: history('PENDING', 'CONFIRMED'),
  delivery: orderDelivery(),
  ...over,
});

const steps = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('OrderProgress', () => {
  it('does not reach "Confirmed" while the kitchen has not confirmed, and says whom it waits for since when', () => {
    render(<OrderProgress order={order({})} />);
    expect(screen.getByText('Waiting for Pizzeria Bella Rhein to confirm')).toBeTruthy();
    expect(screen.getByText(`Paid at ${clock('2025-03-01T18:02:00Z')}`)).toBeTruthy();
    expect(steps().some((li) => li.getAttribute('aria-current'))).toBe(false);
    expect(steps()[0]!.textContent).toBe('Confirmedunder way');
  });

  it('tells the customer of an order placed ahead that the kitchen confirms it before cooking', () => {
    render(<OrderProgress order={order({ scheduledFor: '2025-03-02T12:00:00Z' })} />);
    expect(screen.getByText('Pizzeria Bella Rhein confirms it before they start cooking')).toBeTruthy();
    expect(screen.queryByText('Waiting for Pizzeria Bella Rhein to confirm')).toBeNull();
  });

  it('says an order placed ahead is confirmed, and when cooking starts, while its kitchen accepted it early (decision 051)', () => {
    const due = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    const acceptedAt = new Date().toISOString();
    const early = { scheduledFor: due, acceptedAt, delivery: orderDelivery({ stage: 'preparing', acceptedAt, kitchenDueAt: due, readyAt: due }) };
    const { rerender } = render(<OrderProgress order={order(early)} />);
    expect(screen.getByText('Pizzeria Bella Rhein has confirmed your order')).toBeTruthy();
    const weekday = new Intl.DateTimeFormat('en', { weekday: 'short' }).format(new Date(due));
    expect(screen.getByText(`Cooking starts ${weekday} ${clock(due)}`)).toBeTruthy();
    expect(screen.queryByText(/^Being prepared/)).toBeNull();
    expect(steps()[1]!.textContent).toBe('Preparednot yet');
    // Once it is due, it is being prepared like any order.
    const past = new Date(Date.now() - 60_000).toISOString();
    rerender(<OrderProgress order={order({ ...early, delivery: { ...early.delivery, kitchenDueAt: past } })} />);
    expect(screen.getByText(`Being prepared, ready around ${clock(due)}`)).toBeTruthy();
  });

  it('marks "Confirmed" at the time the kitchen confirmed, not at payment', () => {
    const acceptedAt = '2025-03-01T18:05:00Z';
    render(<OrderProgress order={order({ acceptedAt, delivery: orderDelivery({ stage: 'preparing', acceptedAt, readyAt: '2025-03-01T18:31:00Z' }) })} />);
    expect(screen.getByText(`Being prepared, ready around ${clock('2025-03-01T18:31:00Z')}`)).toBeTruthy();
    expect(screen.getByText(`Confirmed by the kitchen at ${clock(acceptedAt)}`)).toBeTruthy();
    expect(steps()[0]!.getAttribute('aria-current')).toBe('step');
    expect(steps()[0]!.textContent).toBe(`Confirmed${clock(acceptedAt)}done`);
  });

  it('marks the steps reached, the one under way and the current step, with their times', () => {
    render(
      <OrderProgress
        order={order({
          status: 'READY_FOR_DELIVERY',
          acceptedAt: '2025-03-01T18:12:00Z',
          history: history('PENDING', 'CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY'),
          delivery: orderDelivery({ stage: 'onTheWay', pickedUpAt: '2025-03-01T18:41:00Z' }),
        })}
      />,
    );
    expect(steps().map((li) => li.textContent)).toEqual([
      `Confirmed${clock('2025-03-01T18:12:00Z')}done`,
      `Prepared${clock('2025-03-01T18:30:00Z')}done`,
      `Picked up${clock('2025-03-01T18:41:00Z')}done`,
      'Deliveredunder way',
    ]);
    expect(steps()[2]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('On the way to you')).toBeTruthy();
    expect(screen.getByText(`Picked up at ${clock('2025-03-01T18:41:00Z')}`)).toBeTruthy();
  });

  it('moves on when the order changes, announcing the new words', () => {
    const acceptedAt = '2025-03-01T18:05:00Z';
    const { rerender } = render(<OrderProgress order={order({ acceptedAt, delivery: orderDelivery({ stage: 'preparing', acceptedAt }) })} />);
    expect(screen.getByText('Being prepared')).toBeTruthy();
    rerender(
      <OrderProgress
        order={order({
          status: 'DELIVERED',
          acceptedAt,
          history: history('CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY', 'DELIVERED'),
          delivery: orderDelivery({ stage: 'delivered', deliveredAt: '2025-03-01T18:44:00Z' }),
        })}
      />,
    );
    expect(steps()[3]!.getAttribute('aria-current')).toBe('step');
    const live = screen.getByText(`Delivered at ${clock('2025-03-01T18:44:00Z')}`).parentElement!;
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toContain('Enjoy your meal!');
  });

  it('says so instead of showing steps when the order was cancelled, and translates', async () => {
    await i18n.changeLanguage('de');
    render(<OrderProgress order={order({ status: 'CANCELLED', history: history('PENDING', 'CANCELLED'), delivery: orderDelivery({ stage: 'cancelled' }) })} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Storniert')).toBeTruthy();
    expect(screen.getByText(/wurde storniert/)).toBeTruthy();
  });

  it('says whether the money goes back or nothing was charged, as the order was paid or not', () => {
    const cancelled = order({ status: 'CANCELLED', history: history('PENDING', 'CANCELLED'), delivery: orderDelivery({ stage: 'cancelled' }) });
    const { rerender } = render(<OrderProgress order={{ ...cancelled, paidAt: null }} />);
    expect(screen.getByText('This order was cancelled. Nothing was charged.')).toBeTruthy();
    rerender(<OrderProgress order={{ ...cancelled, paidAt: '2025-03-01T18:01:00Z' }} />);
    expect(screen.getByText('This order was cancelled. The full amount goes back to you.')).toBeTruthy();
  });

  it("tells why a paid order was cancelled, that it was refunded in full, in the customer's language", async () => {
    const cancelled = (cancelReason: CancelReason) => ({
      ...order({ status: 'CANCELLED', history: history('PENDING', 'CONFIRMED', 'CANCELLED'), delivery: orderDelivery({ stage: 'cancelled' }) }),
      cancelReason,
    });
    const { rerender } = render(<OrderProgress order={cancelled('missed')} />);
    expect(screen.getByText('The restaurant did not confirm your order in time, so we cancelled it and refunded you in full. We are sorry.')).toBeTruthy();
    rerender(<OrderProgress order={cancelled('tooBusy')} />);
    expect(screen.getByText(/^Pizzeria Bella Rhein was too busy to prepare your order, .*refunded in full/)).toBeTruthy();
    for (const reason of ['itemUnavailable', 'closing', 'other'] as const) {
      rerender(<OrderProgress order={cancelled(reason)} />);
      expect(screen.getByText(/^Pizzeria Bella Rhein .*refunded in full\. We are sorry\.$/), reason).toBeTruthy();
    }
    await i18n.changeLanguage('de');
    rerender(<OrderProgress order={cancelled('missed')} />);
    expect(screen.getByText(/nicht rechtzeitig bestätigt.*vollen Betrag erstattet/)).toBeTruthy();
    await i18n.changeLanguage('fi');
    rerender(<OrderProgress order={cancelled('closing')} />);
    expect(screen.getByText(/^Pizzeria Bella Rhein oli sulkemassa.*koko summa/)).toBeTruthy();
  });

  it('waits for payment before the first step', () => {
    render(
      <OrderProgress order={order({ status: 'PENDING', paidAt: null, history: history('PENDING'), delivery: orderDelivery({ stage: 'awaitingPayment' }) })} />,
    );
    expect(steps().some((li) => li.getAttribute('aria-current'))).toBe(false);
    expect(steps()[0]!.textContent).toBe('Confirmednot yet');
    expect(screen.getByText('Waiting for your payment')).toBeTruthy();
  });
});
