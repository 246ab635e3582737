import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/db/client';
import { courierProfiles, orders, restaurants, users } from '../apps/server/src/db/schema/index';
import { dispatchWaitingOrders, lockDispatch } from '../apps/server/src/features/dispatch/dispatch.service';

const CENTRE = { latitude: 51.4261, longitude: 6.7652 };

/** A point within about `km` of the centre; seeded so every run places the same city. */
function scatter(random: () => number, km: number) {
  const angle = random() * 2 * Math.PI;
  const distance = Math.sqrt(random()) * km;
  return {
    latitude: CENTRE.latitude + (distance / 111.2) * Math.sin(angle),
    longitude: CENTRE.longitude + (distance / (111.2 * Math.cos((CENTRE.latitude * Math.PI) / 180))) * Math.cos(angle),
  };
}

function seededRandom(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
}

async function seedCity(handle: DatabaseHandle, couriers: number, kitchens: number) {
  const random = seededRandom(42);
  const { db } = handle;
  const person = (role: 'COURIER' | 'RESTAURANT_ADMIN' | 'USER', i: number) => ({
    role,
    username: `${role.toLowerCase()}-${i}`,
    email: `${role.toLowerCase()}-${i}@bench.test`,
    passwordHash: 'not-a-login',
  });
  const courierRows = await db
    .insert(users)
    .values(Array.from({ length: couriers }, (_, i) => person('COURIER', i)))
    .returning({ id: users.id });
  await db
    .insert(courierProfiles)
    .values(courierRows.map(({ id }) => ({ userId: id, status: 'ONLINE' as const, availability: true, ...scatter(random, 8), positionUpdatedAt: new Date() })));
  const owners = await db
    .insert(users)
    .values(Array.from({ length: kitchens }, (_, i) => person('RESTAURANT_ADMIN', i)))
    .returning({ id: users.id });
  const kitchenRows = await db
    .insert(restaurants)
    .values(
      owners.map(({ id }, i) => ({
        userId: id,
        name: `Kitchen ${i}`,
        email: `kitchen-${i}@bench.test`,
        street: 'Königstraße',
        houseNumber: String(i + 1),
        zip: '47051',
        city: 'Duisburg',
        ...scatter(random, 6),
      })),
    )
    .returning({ id: restaurants.id });
  const [customer] = await db.insert(users).values(person('USER', 0)).returning({ id: users.id });
  // A running database has statistics; without them the planner nests loops over 1,000 couriers.
  await db.execute(sql`analyze`);
  return { kitchens: kitchenRows.map((k) => k.id), customerId: customer!.id, random };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface DispatchFigures {
  database: string;
  couriers: number;
  decisions: number;
  assigned: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * Dispatch decision time with 1,000 online couriers (issue 4): one order at a time becomes ready
 * for pickup and the same call the order-status path makes — the dispatch lock, then
 * dispatchWaitingOrders — picks the nearest courier with the fewest active orders and assigns it.
 */
export async function benchDispatch(options: { postgresUrl?: string; couriers?: number; decisions?: number } = {}): Promise<DispatchFigures> {
  const couriers = options.couriers ?? 1_000;
  const decisions = options.decisions ?? 300;
  const handle = options.postgresUrl ? await openPostgres(options.postgresUrl) : await openPglite();
  try {
    await handle.migrate();
    const city = await seedCity(handle, couriers, 20);
    const timings: number[] = [];
    let assigned = 0;
    for (let i = 0; i < decisions; i++) {
      const [order] = await handle.db
        .insert(orders)
        .values({
          restaurantId: city.kitchens[i % city.kitchens.length]!,
          userId: city.customerId,
          status: 'AWAITING_PICKUP',
          street: 'Sonnenwall',
          houseNumber: '5',
          zip: '47051',
          city: 'Duisburg',
          ...scatter(city.random, 6),
          subtotalCents: 2000,
          deliveryFeeCents: 199,
          totalCents: 2199,
          paidAt: new Date(),
        })
        .returning({ id: orders.id });
      const started = performance.now();
      const done = await handle.db.transaction(async (tx) => {
        await lockDispatch(tx);
        return dispatchWaitingOrders(tx);
      });
      timings.push(performance.now() - started);
      assigned += done.length;
      if (done.length !== 1 || done[0]!.orderId !== order!.id) throw new Error(`order ${order!.id} was not assigned`);
    }
    timings.sort((a, b) => a - b);
    return { database: handle.kind, couriers, decisions, assigned, p50Ms: percentile(timings, 50), p99Ms: percentile(timings, 99), maxMs: timings.at(-1)! };
  } finally {
    await handle.close();
  }
}
