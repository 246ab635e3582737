import { euroToCents } from '@forkly/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { couponRedemptions } from '../schema/coupon-redemptions';
import { coupons } from '../schema/coupons';
import { courierProfiles } from '../schema/couriers';
import { auditLog } from '../schema/identity';
import { type OrderStatus, orderEstimates, orderLines, orderStatusHistory, orders } from '../schema/orders';
import { ratings } from '../schema/ratings';
import { DEMO_ACCOUNTS } from './accounts';
import type { AddressBook } from './addresses';
import type { SeededCatalogue, SeededItem } from './restaurants';

interface PastOrderSeed {
  restaurant: string;
  daysAgo: number;
  menus: [name: string, quantity: number][];
  extras: [name: string, quantity: number][];
  promocode?: string;
  note?: string;
  cancelled?: boolean;
  /** The courier's tip in euro (issue 25). */
  tip?: number;
  rating?: [restaurantStars: number, courierStars: number, comment: string];
}

/** The customer's history: three delivered orders (two rated, one with a coupon) and a cancelled one. */
const PAST_ORDERS: PastOrderSeed[] = [
  {
    restaurant: 'restaurant',
    daysAgo: 24,
    menus: [
      ['Pizza Margherita', 1],
      ['Pizza Diavola', 1],
      ['Tiramisù', 1],
    ],
    extras: [['Coca-Cola 0.33 l', 2]],
    promocode: 'WELCOME10',
    rating: [5, 5, 'Hot and crispy, arrived in 25 minutes.'],
  },
  {
    restaurant: 'sakura-sushi',
    daysAgo: 12,
    menus: [
      ['California Roll (8)', 2],
      ['Sake Nigiri (2)', 1],
      ['Miso soup', 2],
    ],
    extras: [['Green tea', 1]],
    note: 'Please ring twice.',
    tip: 2.5,
    rating: [4, 4, 'Great rolls, the soup was a little cold.'],
  },
  {
    restaurant: 'anatolia-grill',
    daysAgo: 5,
    menus: [
      ['Döner Kebab', 2],
      ['Lahmacun', 1],
    ],
    extras: [['Ayran', 2]],
  },
  { restaurant: 'pho-saigon', daysAgo: 2, menus: [['Phở bò', 1]], extras: [], cancelled: true },
];

const MINUTE = 60_000;
/** Minutes each past order's promise was off (promise minus drop-off): most within five, one early, two late. */
const PROMISE_SLIPS = [2, -1, 0, 3, -7, 1, 8, -2, 0, 4];
const DAY = 86_400_000;

/** Straight-line distance; the seed stands in for the route with a typical 1.3 detour factor. */
export function routeMeters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)) * 1.3);
}

function pick(items: SeededItem[] | undefined, name: string): SeededItem {
  const found = items?.find((i) => i.name === name);
  if (!found) throw new Error(`seed: no item ${name}`);
  return found;
}

/** Inserts the customer's past orders with lines, status history, coupon use and ratings. Returns order ids in PAST_ORDERS order. */
export async function insertPastOrders(
  tx: Tx,
  users: Map<string, number>,
  cat: SeededCatalogue,
  codes: Map<string, { id: number; percentage: number }>,
  now: Date,
  addresses: AddressBook,
): Promise<number[]> {
  const customerSeed = DEMO_ACCOUNTS.find((p) => p.role === 'USER')!;
  const home = addresses.get(customerSeed.username) ?? customerSeed.address!;
  const customerId = users.get(customerSeed.username)!;
  const courierId = users.get('courier')!;
  const ids: number[] = [];
  const courierStars: number[] = [];

  for (const [n, o] of PAST_ORDERS.entries()) {
    const r = cat.restaurants.get(o.restaurant)!;
    const lines = [
      ...o.menus.map(([name, quantity]) => ({ item: pick(cat.menus.get(r.id), name), quantity, kind: 'menu' as const })),
      ...o.extras.map(([name, quantity]) => ({ item: pick(cat.extras.get(r.id), name), quantity, kind: 'extra' as const })),
    ];
    const subtotal = lines.reduce((sum, l) => sum + l.item.priceCents * l.quantity, 0);
    const coupon = o.promocode ? codes.get(o.promocode) : undefined;
    // Half-up rounding to the cent, as the pricing rule says (DESIGN.md section 6a).
    const discount = coupon ? Math.floor((subtotal * coupon.percentage + 50) / 100) : 0;
    const distance = routeMeters(r, home);
    const s = r.seed;
    const fee = euroToCents(s.fee[0]) + euroToCents(s.fee[1]) * Math.ceil(Math.max(0, distance - s.fee[2] * 1000) / 1000);
    const placed = new Date(now.getTime() - o.daysAgo * DAY - (n + 1) * 47 * MINUTE);
    const at = (minutes: number) => new Date(placed.getTime() + minutes * MINUTE);
    const delivered = !o.cancelled;
    const tip = euroToCents(o.tip ?? 0);

    const [order] = await tx
      .insert(orders)
      .values({
        userId: customerId,
        restaurantId: r.id,
        courierId: delivered ? courierId : null,
        status: delivered ? 'DELIVERED' : 'CANCELLED',
        ...home,
        city: 'Duisburg',
        note: o.note ?? '',
        promocode: o.promocode ?? null,
        couponId: coupon?.id ?? null,
        subtotalCents: subtotal,
        discountCents: discount,
        deliveryFeeCents: fee,
        tipCents: tip,
        totalCents: subtotal - discount + fee + tip,
        paymentProvider: delivered ? 'demo' : null,
        paymentSessionId: delivered ? `demo_seed_${n + 1}` : null,
        paidAt: delivered ? at(1) : null,
        // The kitchen's answer, the promise made at payment and the drop-off (issue 24): past orders
        // kept their promise mostly, not always, so the staff's accuracy screen has something to say.
        acceptedAt: delivered ? at(2) : null,
        readyAt: delivered ? at(s.preparationMinutes) : null,
        kitchenReadyAt: delivered ? at(s.preparationMinutes) : null,
        preparedAt: delivered ? at(s.preparationMinutes) : null,
        promisedAt: delivered ? at(s.preparationMinutes + 30 + PROMISE_SLIPS[n % PROMISE_SLIPS.length]!) : null,
        estimatedDropoffAt: delivered ? at(s.preparationMinutes + 30) : null,
        deliveredAt: delivered ? at(s.preparationMinutes + 30) : null,
        routeDistanceMeters: distance,
        createdAt: placed,
        updatedAt: delivered ? at(s.preparationMinutes + 30) : at(4),
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    ids.push(orderId);

    await tx.insert(orderLines).values(
      lines.map((l) => ({
        orderId,
        menuId: l.kind === 'menu' ? l.item.id : null,
        extraId: l.kind === 'extra' ? l.item.id : null,
        name: l.item.name,
        unitPriceCents: l.item.priceCents,
        quantity: l.quantity,
        createdAt: placed,
      })),
    );

    const restaurantUser = users.get(r.username)!;
    const steps: [OrderStatus | null, OrderStatus, number | null, number, string | null][] = delivered
      ? [
          [null, 'PENDING', customerId, 0, null],
          ['PENDING', 'CONFIRMED', null, 1, 'payment received'],
          ['CONFIRMED', 'AWAITING_PICKUP', restaurantUser, s.preparationMinutes, null],
          ['AWAITING_PICKUP', 'READY_FOR_DELIVERY', courierId, s.preparationMinutes + 6, null],
          ['READY_FOR_DELIVERY', 'DELIVERED', courierId, s.preparationMinutes + 30, null],
        ]
      : [
          [null, 'PENDING', customerId, 0, null],
          ['PENDING', 'CANCELLED', customerId, 4, 'cancelled by the customer before payment'],
        ];
    await tx
      .insert(orderStatusHistory)
      .values(steps.map(([fromStatus, toStatus, actorId, minutes, reason]) => ({ orderId, fromStatus, toStatus, actorId, reason, createdAt: at(minutes) })));
    if (delivered) {
      await tx.insert(orderEstimates).values([
        { orderId, arrivesAt: at(s.preparationMinutes + 30 + PROMISE_SLIPS[n % PROMISE_SLIPS.length]!), reason: 'placed', createdAt: at(1) },
        { orderId, arrivesAt: at(s.preparationMinutes + 30), reason: 'courierAssigned', createdAt: at(s.preparationMinutes - 8) },
      ]);
      // Dispatch's own record of the assignment, as the audit log keeps it for live orders.
      await tx.insert(auditLog).values({
        actorId: null,
        action: 'order.assign',
        entity: 'order',
        entityId: String(orderId),
        details: { before: null, after: { courierId } },
        createdAt: at(s.preparationMinutes),
      });
    }

    if (coupon) {
      await tx.insert(couponRedemptions).values({ couponId: coupon.id, orderId, userId: customerId, createdAt: placed });
      await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(eq(coupons.id, coupon.id));
    }
    if (o.rating) {
      const [restaurantStars, stars, comment] = o.rating;
      await tx.insert(ratings).values({
        orderId,
        userId: customerId,
        restaurantId: r.id,
        courierId,
        restaurantStars,
        courierStars: stars,
        comment,
        createdAt: at(s.preparationMinutes + 90),
      });
      courierStars.push(stars);
    }
  }

  // Restaurants carry their earlier reputation in the seed data; the courier's is just these ratings.
  if (courierStars.length) {
    const average = courierStars.reduce((a, b) => a + b, 0) / courierStars.length;
    await tx.update(courierProfiles).set({ averageRating: average, ratingCount: courierStars.length }).where(eq(courierProfiles.userId, courierId));
  }
  return ids;
}
