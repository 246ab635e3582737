import { describe, expect, it } from 'vitest';
import type { Role } from '@forkly/contracts';
import { AppError } from '../lib/app-error';
import { mayReadTicket, ticketListRaiser, ticketRemoval, ticketResponder, type TicketParties } from './ticket-access';

/** Raised by account 1, assigned to staff member 2. */
const ticket: TicketParties = { userId: 1, serviceId: 2, status: 'IN_PROGRESS' };
const as = (role: Role, userId: number) => ({ role, userId });
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.errorCode : 'not an AppError';
  }
  return 'allowed';
};

describe('ticket access', () => {
  it.each([
    ['its raiser', as('USER', 1), true],
    ['another customer', as('COURIER', 9), false],
    ['its assignee', as('SERVICE', 2), true],
    ['other staff', as('SERVICE', 9), true],
    ['ADMIN', as('ADMIN', 9), true],
  ])('%s may read it: %s', (_, who, expected) => {
    expect(mayReadTicket(who, ticket)).toBe(expected);
  });

  it('keeps a list to the tickets the caller raised, unless staff', () => {
    expect(ticketListRaiser(as('USER', 1), undefined)).toBe(1);
    expect(codeOf(() => ticketListRaiser(as('USER', 1), 7))).toBe('forbidden');
    expect(ticketListRaiser(as('SERVICE', 2), 7)).toBe(7);
    expect(ticketListRaiser(as('ADMIN', 3), undefined)).toBeUndefined();
  });

  it('lets the raiser and the assignee answer; other staff must accept an OPEN ticket first', () => {
    expect(ticketResponder(as('USER', 1), ticket)).toBe('raiser');
    expect(ticketResponder(as('SERVICE', 2), ticket)).toBe('assignee');
    expect(codeOf(() => ticketResponder(as('ADMIN', 9), ticket))).toBe('forbidden');
    expect(codeOf(() => ticketResponder(as('ADMIN', 9), { ...ticket, serviceId: null, status: 'OPEN' }))).toBe('conflict');
    expect(codeOf(() => ticketResponder(as('USER', 9), ticket))).toBe('forbidden');
  });

  it('lets ADMIN delete any ticket and its raiser withdraw it', () => {
    expect(ticketRemoval(as('ADMIN', 9), ticket)).toBe('delete');
    expect(ticketRemoval(as('USER', 1), ticket)).toBe('withdraw');
    expect(codeOf(() => ticketRemoval(as('SERVICE', 2), ticket))).toBe('forbidden');
  });
});
