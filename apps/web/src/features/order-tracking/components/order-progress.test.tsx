// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from '@forkly/contracts';
import { OrderProgress } from './order-progress';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const history = (...statuses: OrderStatus[]): Order['history'] =>
  statuses.map((toStatus, i) => ({ fromStatus: null, toStatus, at: `2025-03-01T18:${String(10 + i * 10)}:00Z`, reason: null }));

const steps = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('OrderProgress', () => {
  it('marks the steps reached, the one under way and the current step', () => {
    render(<OrderProgress order={{ status: 'READY_FOR_DELIVERY', history: history('PENDING', 'CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY') }} />);
    expect(steps().map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Confirmed.*done$/),
      expect.stringMatching(/^Prepared.*done$/),
      expect.stringMatching(/^Picked up.*done$/),
      'Deliveredunder way',
    ]);
    expect(steps()[2]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('On its way to you')).toBeTruthy();
  });

  it('moves on when the order changes, announcing the new state', () => {
    const { rerender } = render(<OrderProgress order={{ status: 'CONFIRMED', history: history('CONFIRMED') }} />);
    expect(steps()[0]!.getAttribute('aria-current')).toBe('step');
    rerender(<OrderProgress order={{ status: 'DELIVERED', history: history('CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY', 'DELIVERED') }} />);
    expect(steps()[3]!.getAttribute('aria-current')).toBe('step');
    const live = screen.getByText('Delivered. Enjoy your meal!');
    expect(live.getAttribute('aria-live')).toBe('polite');
  });

  it('says so instead of showing steps when the order was cancelled, and translates', async () => {
    await i18n.changeLanguage('de');
    render(<OrderProgress order={{ status: 'CANCELLED', history: history('PENDING', 'CANCELLED') }} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText(/wurde storniert/)).toBeTruthy();
  });

  it('waits for payment before the first step', () => {
    render(<OrderProgress order={{ status: 'PENDING', history: history('PENDING') }} />);
    expect(steps().some((li) => li.getAttribute('aria-current'))).toBe(false);
    expect(screen.getByText('Waiting for your payment')).toBeTruthy();
  });
});
