import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/db/client';
import { courierProfiles, courierTrips, orders, restaurants, users } from '../apps/server/src/db/schema/index';
import { runZoneRound } from '../apps/server/src/features/dispatch/dispatch-round.service';
import { createBuiltinGeoProvider } from '../apps/server/src/geo/index';
import type { AppDeps } from '../apps/server/src/plugins/deps';

const CENTRE = { latitude: 51.4261, longitude: 6.7652 };
const MINUTE = 60_000;

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

/** 400 couriers online, 40 kitchens, and 200 paid orders accepted by their kitchens, ready over the next 40 minutes. */
async function seedZone(handle: DatabaseHandle, sizes: { couriers: number; kitchens: number; orders: number }, now: Date) {
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
    .values(Array.from({ length: sizes.couriers }, (_, i) => person('COURIER', i)))
    .returning({ id: users.id });
  await db
    .insert(courierProfiles)
    .values(courierRows.map(({ id }) => ({ userId: id, status: 'ONLINE' as const, availability: true, ...scatter(random, 8), positionUpdatedAt: now })));
  const owners = await db
    .insert(users)
    .values(Array.from({ length: sizes.kitchens }, (_, i) => person('RESTAURANT_ADMIN', i)))
    .returning({ id: users.id });
  const kitchens = await db
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
  const place = (count: number, at: Date) =>
    db.insert(orders).values(
      Array.from({ length: count }, (_, i) => ({
        restaurantId: kitchens[(i + Math.floor(random() * kitchens.length)) % kitchens.length]!.id,
        userId: customer!.id,
        status: 'CONFIRMED' as const,
        street: 'Sonnenwall',
        houseNumber: '5',
        zip: '47051',
        city: 'Duisburg',
        ...scatter(random, 6),
        subtotalCents: 2000,
        deliveryFeeCents: 199,
        totalCents: 2199,
        paidAt: new Date(at.getTime() - Math.floor(random() * 10) * MINUTE),
        acceptedAt: at,
        readyAt: new Date(at.getTime() + (5 + Math.floor(random() * 35)) * MINUTE),
      })),
    );
  await place(sizes.orders, now);
  // A running database has statistics; without them the planner picks poor joins.
  await db.execute(sql`analyze`);
  return { place };
}

/** Trips picked up this long ago are done: their orders delivered, their couriers free again. */
const TRIP_MINUTES = 15;

async function finishTrips(handle: DatabaseHandle, now: Date) {
  const done = await handle.db
    .update(courierTrips)
    .set({ state: 'DONE' })
    .where(and(eq(courierTrips.state, 'OPEN'), lt(courierTrips.pickupAt, new Date(now.getTime() - TRIP_MINUTES * MINUTE))))
    .returning({ id: courierTrips.id });
  if (done.length) {
    await handle.db
      .update(orders)
      .set({ status: 'DELIVERED', deliveredAt: now })
      .where(
        inArray(
          orders.tripId,
          done.map((t) => t.id),
        ),
      );
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface RoundFigures {
  database: string;
  couriers: number;
  orders: number;
  rounds: number;
  trips: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Median milliseconds of each part of a round. */
  parts: { read: number; travel: number; plan: number; write: number };
}

/**
 * Issue 24's production round: one zone with 400 online couriers and about 200 open orders, each
 * round the server's whole `runZoneRound` (read the zone, the travel table, the engine, the writes:
 * trips, promises, estimates, pickup quotes), a minute apart on the round's clock. Between rounds,
 * untimed, five new orders come in and trips picked up a quarter of an hour ago are delivered, so
 * the zone stays as busy as it started.
 * Travel times come from the built-in router's matrix on the demo city, as in production (the
 * first round fills its cache; the rounds measured find restaurants and doors there).
 */
export async function benchDispatchRound(options: { postgresUrl?: string; rounds?: number } = {}): Promise<RoundFigures> {
  const sizes = { couriers: 400, kitchens: 40, orders: 200 };
  const rounds = options.rounds ?? 100;
  const warmUp = 5;
  const handle = options.postgresUrl ? await openPostgres(options.postgresUrl) : await openPglite();
  const geo = createBuiltinGeoProvider();
  const start = new Date();
  try {
    await handle.migrate();
    const zone = await seedZone(handle, sizes, start);
    const deps = { db: handle.db, handle, geo: { get: () => geo } } as unknown as AppDeps;
    // The first round makes every promise: warm the engine and the statements on it.
    await runZoneRound(deps, { zoneId: 1, now: start });
    const timings: number[] = [];
    const parts = { read: [] as number[], travel: [] as number[], plan: [] as number[], write: [] as number[] };
    let trips = 0;
    for (let i = 1; i <= warmUp + rounds; i++) {
      const now = new Date(start.getTime() + i * MINUTE);
      await finishTrips(handle, now);
      await zone.place(5, now);
      const started = performance.now();
      const summary = await runZoneRound(deps, { zoneId: 1, now });
      if (i <= warmUp) continue;
      timings.push(performance.now() - started);
      trips += summary.trips;
      for (const key of Object.keys(parts) as (keyof typeof parts)[]) parts[key].push(summary.timings[key]);
      if (process.env.BENCH_VERBOSE)
        console.log(
          `  round ${i}: ${timings.at(-1)!.toFixed(1)} ms`,
          JSON.stringify(summary.timings, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v)),
          `trips ${summary.trips}, estimates ${summary.estimated}`,
        );
    }
    timings.sort((a, b) => a - b);
    const median = (list: number[]) =>
      percentile(
        [...list].sort((a, b) => a - b),
        50,
      );
    return {
      database: handle.kind,
      ...sizes,
      rounds,
      trips,
      p50Ms: percentile(timings, 50),
      p99Ms: percentile(timings, 99),
      maxMs: timings.at(-1)!,
      parts: { read: median(parts.read), travel: median(parts.travel), plan: median(parts.plan), write: median(parts.write) },
    };
  } finally {
    await geo.close();
    await handle.close();
  }
}
