import type { Tx } from '../client';
import { coupons } from '../schema/coupons';
import { ticketResponses, tickets } from '../schema/tickets';
import type { SeededCatalogue } from './restaurants';

const DAY = 86_400_000;

/**
 * A platform-wide welcome code, one scoped to the demo restaurant, and an expired one so the
 * "expired" path can be tried. Returns code -> id and percentage for the order step.
 */
export async function insertCoupons(
  tx: Tx,
  users: Map<string, number>,
  cat: SeededCatalogue,
  now: Date,
): Promise<Map<string, { id: number; percentage: number }>> {
  const days = (n: number) => new Date(now.getTime() + n * DAY);
  const rows = await tx
    .insert(coupons)
    .values([
      {
        code: 'WELCOME10',
        percentage: 10,
        description: '10% off your order at every restaurant.',
        restaurantId: null,
        createdBy: users.get('admin')!,
        createdAt: days(-60),
        updatedAt: days(-60),
      },
      {
        code: 'PIZZA20',
        percentage: 20,
        description: '20% off at Pizzeria Bella Rhein.',
        restaurantId: cat.restaurants.get('restaurant')!.id,
        createdBy: users.get('restaurant')!,
        expiresAt: days(365),
        usageLimit: 500,
        createdAt: days(-20),
        updatedAt: days(-20),
      },
      {
        code: 'SUMMER15',
        percentage: 15,
        description: 'Summer special (ended).',
        restaurantId: null,
        createdBy: users.get('service')!,
        expiresAt: days(-30),
        createdAt: days(-120),
        updatedAt: days(-30),
      },
    ])
    .returning({ id: coupons.id, code: coupons.code, percentage: coupons.percentage });
  // The seed's codes are all percentages.
  return new Map(rows.map((r) => [r.code, { id: r.id, percentage: r.percentage ?? 0 }]));
}

/** One support ticket about the sushi order, already answered by service staff. */
export async function insertTicket(tx: Tx, users: Map<string, number>, cat: SeededCatalogue, orderId: number, now: Date): Promise<void> {
  const opened = new Date(now.getTime() - 11 * DAY);
  const [ticket] = await tx
    .insert(tickets)
    .values({
      userId: users.get('customer')!,
      restaurantId: cat.restaurants.get('sakura-sushi')!.id,
      courierId: users.get('courier')!,
      serviceId: users.get('service')!,
      orderId,
      issueType: 'order_issues',
      subject: 'Miso soup arrived cold',
      description: 'The rolls were great but both miso soups were cold when they arrived. Could you look into it?',
      status: 'IN_PROGRESS',
      createdAt: opened,
      updatedAt: new Date(opened.getTime() + 2 * 3_600_000),
    })
    .returning({ id: tickets.id });
  await tx.insert(ticketResponses).values({
    ticketId: ticket!.id,
    authorId: users.get('service')!,
    response: 'Sorry about that, Clara! We have told Sakura Sushi Bar to pack soups in insulated bags. A refund for the two soups is on its way.',
    createdAt: new Date(opened.getTime() + 2 * 3_600_000),
  });
}
