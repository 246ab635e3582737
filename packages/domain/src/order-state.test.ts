import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@forkly/contracts';
import { canTransition, isFinalStatus, needsRefund, nextStatuses, type OrderActor } from './order-state';

const ACTORS: OrderActor[] = ['customer', 'restaurant', 'courier', 'staff', 'system', 'payment'];

/** DESIGN.md section 6, written out move by move. */
const ALLOWED: [OrderStatus, OrderStatus, OrderActor][] = [
  ['PENDING', 'CONFIRMED', 'payment'],
  ['PENDING', 'CANCELLED', 'customer'],
  ['PENDING', 'CANCELLED', 'system'],
  ['CONFIRMED', 'AWAITING_PICKUP', 'restaurant'],
  ['CONFIRMED', 'CANCELLED', 'restaurant'],
  ['CONFIRMED', 'CANCELLED', 'staff'],
  ['CONFIRMED', 'CANCELLED', 'system'],
  ['AWAITING_PICKUP', 'CANCELLED', 'system'],
  ['AWAITING_PICKUP', 'CANCELLED', 'staff'],
  ['READY_FOR_DELIVERY', 'CANCELLED', 'staff'],
  ['AWAITING_PICKUP', 'READY_FOR_DELIVERY', 'courier'],
  ['READY_FOR_DELIVERY', 'DELIVERED', 'courier'],
];
const key = (from: string, to: string, actor: string) => `${from}->${to} by ${actor}`;
const allowed = new Set(ALLOWED.map(([f, t, a]) => key(f, t, a)));

describe('order state machine', () => {
  it('allows exactly the moves of DESIGN.md section 6', () => {
    for (const [from, to, actor] of ALLOWED) expect(canTransition(from, to, actor), key(from, to, actor)).toBe(true);
  });

  it('refuses every other move for every actor', () => {
    const refused: string[] = [];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const actor of ACTORS) {
          if (allowed.has(key(from, to, actor))) continue;
          if (canTransition(from, to, actor)) refused.push(key(from, to, actor));
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it.each([
    ['PENDING', 'AWAITING_PICKUP', 'restaurant'],
    ['PENDING', 'CONFIRMED', 'customer'],
    ['PENDING', 'CANCELLED', 'staff'],
    ['CONFIRMED', 'CANCELLED', 'customer'],
    ['CONFIRMED', 'READY_FOR_DELIVERY', 'courier'],
    ['AWAITING_PICKUP', 'CANCELLED', 'restaurant'],
    ['READY_FOR_DELIVERY', 'AWAITING_PICKUP', 'courier'],
    ['DELIVERED', 'CANCELLED', 'staff'],
    ['CANCELLED', 'PENDING', 'system'],
    ['CANCELLED', 'CONFIRMED', 'payment'],
  ] as [OrderStatus, OrderStatus, OrderActor][])('refuses %s -> %s by %s', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(false);
  });

  it('never moves an order to the status it already has', () => {
    for (const status of ORDER_STATUSES) for (const actor of ACTORS) expect(canTransition(status, status, actor)).toBe(false);
  });

  it('lists the next statuses per actor', () => {
    expect(nextStatuses('CONFIRMED', 'restaurant')).toEqual(['AWAITING_PICKUP', 'CANCELLED']);
    expect(nextStatuses('CONFIRMED', 'staff')).toEqual(['CANCELLED']);
    expect(nextStatuses('PENDING', 'payment')).toEqual(['CONFIRMED']);
    expect(nextStatuses('DELIVERED', 'staff')).toEqual([]);
  });

  it('knows the final statuses and when a refund is owed', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['DELIVERED', 'CANCELLED']);
    expect(needsRefund('CONFIRMED', 'CANCELLED')).toBe(true);
    expect(needsRefund('PENDING', 'CANCELLED')).toBe(false);
  });
});
