import { euroToCents } from '@forkly/contracts';
import { dailyWindowLater, deliverySlots, kitchenDueAt, orderAheadLeadMinutes } from '@forkly/domain';
import type { Tx } from '../client';
import { jobs } from '../schema/jobs';
import { orderLines, orderStatusHistory, orders } from '../schema/orders';
import { DEMO_ACCOUNTS } from './accounts';
import type { AddressBook } from './addresses';
import { routeMeters } from './orders';
import type { SeededCatalogue } from './restaurants';

/** The demo restaurant that is closed on first start and takes orders for later (issue 25, decision 046). */
export const ORDER_AHEAD_RESTAURANT = 'taverna-olympia';
const TIME_ZONE = 'Europe/Berlin';
const MINUTE = 60_000;
/** Issue 21's default escalation steps after the order is due: louder, at risk, cancelled (ESCALATE_*_AFTER_SECONDS). */
const ESCALATION_STEPS: [action: string, afterMinutes: number][] = [
  ['louder', 2],
  ['atRisk', 3],
  ['cancel', 8],
];

/**
 * Its hours, set from the seed's own time so the demo shows ordering ahead whatever the hour: every
 * day from about three hours after the first start, for six hours. Closed now, open later today or
 * tonight; the checkout offers its slots.
 */
export const orderAheadHours = (now: Date) => dailyWindowLater(now, TIME_ZONE, 180, 360);

/**
 * The demo customer's order placed ahead at that restaurant: paid, for a slot about a day away, not
 * yet due in its kitchen, so the customer's order page shows "Scheduled for …" with a cancel, and
 * the restaurant's Orders its "Scheduled" group. Its escalation jobs wait for its due time, as
 * payment plans them (escalation.service.ts), with the default step times.
 */
export async function insertScheduledOrder(tx: Tx, users: Map<string, number>, cat: SeededCatalogue, now: Date, addresses: AddressBook): Promise<number> {
  const customer = DEMO_ACCOUNTS.find((p) => p.role === 'USER')!;
  const home = addresses.get(customer.username) ?? customer.address!;
  const customerId = users.get(customer.username)!;
  const r = cat.restaurants.get(ORDER_AHEAD_RESTAURANT)!;
  const s = r.seed;
  const lead = orderAheadLeadMinutes(s.preparationMinutes, s.radiusKm * 1000);
  const slots = deliverySlots({ hours: orderAheadHours(now), timeZone: TIME_ZONE, now, leadMinutes: lead });
  const slot = slots.find((at) => at.getTime() >= now.getTime() + 24 * 60 * MINUTE) ?? slots.at(-1)!;
  const due = kitchenDueAt(slot, lead);
  const [first, second] = cat.menus.get(r.id)!;
  const lines = [
    { item: first!, quantity: 2 },
    { item: second!, quantity: 1 },
  ];
  const subtotal = lines.reduce((sum, l) => sum + l.item.priceCents * l.quantity, 0);
  const distance = routeMeters(r, home);
  const fee = euroToCents(s.fee[0]) + euroToCents(s.fee[1]) * Math.ceil(Math.max(0, distance - s.fee[2] * 1000) / 1000);
  const placed = new Date(now.getTime() - 20 * MINUTE);
  const paid = new Date(placed.getTime() + MINUTE);

  const [order] = await tx
    .insert(orders)
    .values({
      userId: customerId,
      restaurantId: r.id,
      status: 'CONFIRMED',
      ...home,
      city: 'Duisburg',
      note: 'For our family dinner, please.',
      subtotalCents: subtotal,
      deliveryFeeCents: fee,
      totalCents: subtotal + fee,
      paymentProvider: 'demo',
      paymentSessionId: 'demo_seed_scheduled',
      paidAt: paid,
      routeDistanceMeters: distance,
      scheduledFor: slot,
      kitchenDueAt: due,
      readyAt: new Date(due.getTime() + s.preparationMinutes * MINUTE),
      promisedAt: slot,
      estimatedDropoffAt: slot,
      createdAt: placed,
      updatedAt: paid,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await tx
    .insert(orderLines)
    .values(lines.map((l) => ({ orderId, menuId: l.item.id, name: l.item.name, unitPriceCents: l.item.priceCents, quantity: l.quantity, createdAt: placed })));
  await tx.insert(orderStatusHistory).values([
    { orderId, fromStatus: null, toStatus: 'PENDING' as const, actorId: customerId, reason: null, createdAt: placed },
    { orderId, fromStatus: 'PENDING' as const, toStatus: 'CONFIRMED' as const, actorId: null, reason: 'payment received', createdAt: paid },
  ]);
  await tx.insert(jobs).values(
    ESCALATION_STEPS.map(([action, after]) => ({
      kind: 'order.escalate',
      key: `order.escalate:${orderId}:${action}`,
      payload: { orderId, action },
      runAt: new Date(due.getTime() + after * MINUTE),
    })),
  );
  return orderId;
}
