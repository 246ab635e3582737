import { eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '@forkly/contracts';
import type { Database } from '../src/db/client';
import { courierProfiles, courierTrips, orders, orderStatusHistory, restaurants } from '../src/db/schema/index';

/**
 * Test data for the order-moving features (STYLE.md 11): an order in any status, and a courier's
 * presence. Only tests import this file.
 */
export async function createOrder(
  db: Database,
  values: { restaurantId: number; userId: number; status?: OrderStatus; courierId?: number | null; paidAt?: Date | null },
) {
  const status = values.status ?? 'CONFIRMED';
  const paid = status !== 'PENDING';
  const [order] = await db
    .insert(orders)
    .values({
      restaurantId: values.restaurantId,
      userId: values.userId,
      status,
      courierId: values.courierId ?? null,
      street: 'Sonnenwall',
      houseNumber: '5',
      zip: '47051',
      city: 'Duisburg',
      latitude: 51.4331,
      longitude: 6.7598,
      note: 'Ring twice',
      subtotalCents: 2000,
      deliveryFeeCents: 199,
      totalCents: 2199,
      paymentProvider: paid ? 'demo' : null,
      paymentSessionId: paid ? `session-${Math.random().toString(36).slice(2)}` : null,
      paidAt: values.paidAt !== undefined ? values.paidAt : paid ? new Date() : null,
    })
    .returning();
  await db.insert(orderStatusHistory).values({ orderId: order!.id, fromStatus: null, toStatus: 'PENDING', actorId: values.userId });
  return order!;
}

/** A restaurant run by an existing account (e.g. one `loginAs('RESTAURANT_ADMIN')` made). */
export async function createRestaurantOf(db: Database, userId: number, values: Partial<typeof restaurants.$inferInsert> = {}) {
  const [restaurant] = await db
    .insert(restaurants)
    .values({
      name: `Kitchen ${userId}`,
      email: `kitchen${userId}@example.test`,
      street: 'Königstraße',
      houseNumber: '10',
      zip: '47051',
      city: 'Duisburg',
      latitude: 51.4336,
      longitude: 6.7652,
      ...values,
      userId,
    })
    .returning();
  return restaurant!;
}

/** A courier's presence row: online (optionally at a position) or offline. */
export async function setCourierPresence(db: Database, courierId: number, presence: { online: boolean; latitude?: number; longitude?: number }) {
  const values = {
    status: presence.online ? ('ONLINE' as const) : ('OFFLINE' as const),
    availability: presence.online,
    latitude: presence.latitude ?? null,
    longitude: presence.longitude ?? null,
    positionUpdatedAt: presence.latitude !== undefined ? new Date() : null,
  };
  await db
    .insert(courierProfiles)
    .values({ userId: courierId, ...values })
    .onConflictDoUpdate({ target: courierProfiles.userId, set: values });
}

export async function findOrder(db: Database, id: number) {
  const row = await db.query.orders.findFirst({ where: eq(orders.id, id) });
  return row!;
}

export async function historyOf(db: Database, orderId: number) {
  return db.query.orderStatusHistory.findMany({ where: eq(orderStatusHistory.orderId, orderId), orderBy: (h, { asc }) => [asc(h.id)] });
}

/** Points north of a place, roughly `km` kilometres away. */
export function kmNorthOf(place: { latitude: number; longitude: number }, km: number) {
  return { latitude: place.latitude + km / 111.2, longitude: place.longitude };
}

/**
 * Nothing open any more: every open order delivered and off its trip, every trip done, every courier
 * offline with no position or shift. How a dispatch or board test starts each case from a quiet zone.
 */
export async function closeOpenWork(db: Database) {
  await db
    .update(orders)
    .set({ status: 'DELIVERED', tripId: null })
    .where(inArray(orders.status, ['CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY']));
  await db.update(courierTrips).set({ state: 'DONE' });
  await db.update(courierProfiles).set({ status: 'OFFLINE', availability: false, latitude: null, longitude: null, shiftEndsAt: null });
}
