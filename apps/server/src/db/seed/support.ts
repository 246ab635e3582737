import type { Tx } from '../client';
import { coupons } from '../schema/coupons';
import { partnerRequests } from '../schema/partners';
import { ticketResponses, tickets } from '../schema/tickets';
import type { SeededCatalogue } from './restaurants';

const DAY = 86_400_000;

/**
 * A platform-wide welcome code, one scoped to the demo restaurant, and an expired one so the
 * "expired" path can be tried. Returns code -> id and percentage for the order step.
 */
export async function insertCoupons(tx: Tx, users: Map<string, number>, cat: SeededCatalogue, now: Date): Promise<Map<string, { id: number; percentage: number }>> {
  const days = (n: number) => new Date(now.getTime() + n * DAY);
  const rows = await tx
    .insert(coupons)
    .values([
      { code: 'WELCOME10', percentage: 10, description: '10% off your order at every restaurant.', restaurantId: null, createdBy: users.get('admin')!, createdAt: days(-60), updatedAt: days(-60) },
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
      { code: 'SUMMER15', percentage: 15, description: 'Summer special (ended).', restaurantId: null, createdBy: users.get('service')!, expiresAt: days(-30), createdAt: days(-120), updatedAt: days(-30) },
    ])
    .returning({ id: coupons.id, code: coupons.code, percentage: coupons.percentage });
  return new Map(rows.map((r) => [r.code, { id: r.id, percentage: r.percentage }]));
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

/** Three partner requests: one waiting for review, one approved (reviewed and signed off by two people), one rejected. */
export async function insertPartnerRequests(tx: Tx, users: Map<string, number>, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const admin = users.get('admin')!;
  const service = users.get('service')!;
  await tx.insert(partnerRequests).values([
    {
      type: 'restaurant',
      fullname: 'Lisa Vogel',
      partnerName: "Vogel's Bowl Bar",
      email: 'lisa.vogel@example.com',
      phone: '+4915223456789',
      contactMode: 'EMAIL',
      street: 'Mülheimer Straße', houseNumber: '200', zip: '47058', city: 'Duisburg', latitude: 51.4372, longitude: 6.8121,
      createdAt: ago(3),
      updatedAt: ago(3),
    },
    {
      type: 'courier',
      fullname: 'Tobias Klein',
      email: 'tobias.klein@example.com',
      phone: '+4916098765432',
      contactMode: 'PHONE',
      street: 'Wanheimer Straße', houseNumber: '45', zip: '47053', city: 'Duisburg', latitude: 51.4203, longitude: 6.7610,
      status: 'APPROVED',
      reviewStatement: 'Own e-bike and smartphone, available evenings and weekends. Interview went well.',
      reviewedBy: service,
      reviewedAt: ago(9),
      signoffStatement: 'Agreed, please send the invitation.',
      signedBy: admin,
      signedAt: ago(8),
      decidedBy: admin,
      decidedAt: ago(8),
      createdAt: ago(12),
      updatedAt: ago(8),
    },
    {
      type: 'service',
      fullname: 'Nina Hahn',
      email: 'nina.hahn@example.com',
      phone: '+4917655544433',
      contactMode: 'EMAIL',
      street: 'Sternbuschweg', houseNumber: '7', zip: '47057', city: 'Duisburg', latitude: 51.4229, longitude: 6.7902,
      status: 'REJECTED',
      reviewStatement: 'No German-language support experience, which the role needs.',
      reviewedBy: admin,
      reviewedAt: ago(20),
      signoffStatement: 'Agree. Invite her to apply again next year.',
      signedBy: service,
      signedAt: ago(19),
      decidedBy: service,
      decidedAt: ago(19),
      createdAt: ago(25),
      updatedAt: ago(19),
    },
  ]);
}
