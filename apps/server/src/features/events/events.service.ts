import type { EventTicket, OrderTracking } from '@forkly/contracts';
import { AppError } from '../../lib/app-error';
import type { AccessClaims } from '../../lib/jwt';
import type { AppDeps } from '../../plugins/deps';
import { mayFollowOrder } from '../../access/order-visibility';
import type { EventTickets } from './event-tickets';
import { findOrderTracking } from './events.repo';
import { presentOrderTracking } from './events.presenter';

/** POST /events/ticket: a single-use, 30-second pass for opening one event stream. */
export async function issueTicket(tickets: EventTickets, { caller: who }: { caller: AccessClaims }): Promise<EventTicket> {
  return { ticket: await tickets.issue(who) };
}

/** GET /events?ticket=: whose stream this is; a forged, used, expired or logged-out ticket is refused. */
export async function redeemTicket(deps: AppDeps, tickets: EventTickets, ticket: string): Promise<AccessClaims> {
  const who = await tickets.redeem(ticket);
  if (!who || deps.revocations.has(who.sessionId)) throw new AppError('eventTicketInvalid');
  return who;
}

/**
 * GET /order/{id}/tracking: the order's customer and staff see where it is going and, while it is
 * on its way, where its courier is. To anyone else the order does not exist.
 */
export async function getOrderTracking(deps: AppDeps, options: { caller: AccessClaims; orderId: number }): Promise<OrderTracking> {
  const { caller: who, orderId } = options;
  const row = await findOrderTracking(deps.db, orderId);
  if (!row || !mayFollowOrder(who, row.customerId)) throw new AppError('orderNotFound');
  return presentOrderTracking(row);
}
