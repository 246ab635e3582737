import { and, asc, count, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CourierStatus, OrderStatus } from '@forkly/contracts';
import { ACTIVE_COURIER_STATUSES } from '@forkly/domain';
import type { Database, Tx } from '../../db/client';
import { courierProfiles, courierTrips, orders, users } from '../../db/schema/index';
import { containsPattern } from '../../lib/sql-search';
import { paginate } from '../../lib/paging';

type Db = Database | Tx;

/** Orders the courier in the row holds (assigned, not yet delivered). */
const activeOrders = sql<number>`(select count(*)::int from ${orders} where ${orders.courierId} = ${users.id} and ${orders.status} in ${[...ACTIVE_COURIER_STATUSES]})`;
/** A courier that never went online has no profile row: it is offline. */
const statusOf = sql<CourierStatus>`coalesce(${courierProfiles.status}, 'OFFLINE')`;

const presenceColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  contact: users.contact,
  status: statusOf,
  availability: sql<boolean>`coalesce(${courierProfiles.availability}, false)`,
  latitude: courierProfiles.latitude,
  longitude: courierProfiles.longitude,
  positionUpdatedAt: courierProfiles.positionUpdatedAt,
  activeOrders,
};

function presences(db: Db, where: SQL | undefined) {
  return db
    .select(presenceColumns)
    .from(users)
    .leftJoin(courierProfiles, eq(courierProfiles.userId, users.id))
    .where(and(eq(users.role, 'COURIER'), where));
}

export async function findPresence(db: Db, courierId: number) {
  const [row] = await presences(db, eq(users.id, courierId));
  return row;
}
export type PresenceRow = NonNullable<Awaited<ReturnType<typeof findPresence>>>;

/** Online couriers, by name. */
export function listOnlinePresences(db: Db) {
  return presences(db, and(eq(courierProfiles.status, 'ONLINE'), eq(users.enabled, true))).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** Online and taking orders, or offline with no position kept (nobody is tracked while offline). */
export async function setPresence(tx: Tx, courierId: number, online: boolean) {
  const values = online
    ? { status: 'ONLINE' as const, availability: true }
    : { status: 'OFFLINE' as const, availability: false, latitude: null, longitude: null, positionUpdatedAt: null };
  await tx
    .insert(courierProfiles)
    .values({ userId: courierId, ...values })
    .onConflictDoUpdate({ target: courierProfiles.userId, set: { ...values, updatedAt: new Date() } });
}

/**
 * Stores an online courier's position; nothing when it is offline. Answers its zone and whether this
 * is the first position it reported since it came online (dispatch then plans with it at once).
 */
export async function updatePosition(db: Db, courierId: number, position: { latitude: number; longitude: number }) {
  const now = new Date();
  const before = alias(courierProfiles, 'before');
  const [row] = await db
    .update(courierProfiles)
    .set({ ...position, positionUpdatedAt: now, updatedAt: now })
    .from(before)
    .where(and(eq(courierProfiles.userId, courierId), eq(courierProfiles.status, 'ONLINE'), eq(before.userId, courierProfiles.userId)))
    .returning({ zoneId: courierProfiles.zoneId, first: sql<boolean>`${before.positionUpdatedAt} is null` });
  return row;
}

export const COURIER_SORT_COLUMNS = {
  DATE: users.createdAt,
  NAME: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
  EMAIL: sql`lower(${users.email})`,
  USERNAME: sql`lower(${users.username})`,
  STATUS: statusOf,
  RATING: courierProfiles.averageRating,
} as const;

export interface CourierFilter {
  /** Contained in "first last". */
  name?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  username?: string;
  /** At least this average rating (a courier without ratings has none and is left out). */
  averageRating?: number;
  status?: CourierStatus;
  courierId?: number;
}

const contains = (column: SQL | AnyPgColumn, text: string | undefined) => (text ? sql`${column} ILIKE ${containsPattern(text)}` : undefined);

/** A page of COURIER accounts (not removed) with their profile and load. */
export async function pageCouriers(
  db: Db,
  filter: CourierFilter,
  page: { sortBy: keyof typeof COURIER_SORT_COLUMNS; orderBy: 'ASC' | 'DESC'; offset: number; limit: number },
) {
  const where = and(
    eq(users.role, 'COURIER'),
    isNull(users.removedAt),
    contains(sql`(${users.firstName} || ' ' || ${users.lastName})`, filter.name),
    contains(users.firstName, filter.firstName),
    contains(users.lastName, filter.lastName),
    contains(users.email, filter.email),
    contains(users.username, filter.username),
    filter.averageRating !== undefined ? gte(courierProfiles.averageRating, filter.averageRating) : undefined,
    filter.status ? sql`${statusOf} = ${filter.status}` : undefined,
    filter.courierId !== undefined ? eq(users.id, filter.courierId) : undefined,
  );
  const direction = page.orderBy === 'ASC' ? asc : desc;
  return paginate(page, {
    rows: ({ offset, limit }) =>
      db
        .select({ user: users, averageRating: courierProfiles.averageRating, status: statusOf, availability: presenceColumns.availability, activeOrders })
        .from(users)
        .leftJoin(courierProfiles, eq(courierProfiles.userId, users.id))
        .where(where)
        .orderBy(sql`${direction(COURIER_SORT_COLUMNS[page.sortBy])} nulls last`, direction(users.id))
        .offset(offset)
        .limit(limit),
    count: db.select({ n: count() }).from(users).leftJoin(courierProfiles, eq(courierProfiles.userId, users.id)).where(where),
  });
}
export type CourierPageRow = Awaited<ReturnType<typeof pageCouriers>>['rows'][number];

/** A courier's own orders in the given statuses, oldest assignment first, with both addresses. */
export function findCourierOrders(db: Db, courierId: number, statuses: readonly OrderStatus[], tripId?: number) {
  return db.query.orders.findMany({
    where: and(eq(orders.courierId, courierId), inArray(orders.status, [...statuses]), tripId !== undefined ? eq(orders.tripId, tripId) : undefined),
    columns: {
      id: true,
      orderNumber: true,
      status: true,
      note: true,
      street: true,
      houseNumber: true,
      apartmentNr: true,
      zip: true,
      city: true,
      floor: true,
      latitude: true,
      longitude: true,
      updatedAt: true,
      tripStop: true,
      readyAt: true,
      estimatedDropoffAt: true,
    },
    with: {
      restaurant: {
        columns: {
          id: true,
          name: true,
          contact: true,
          street: true,
          houseNumber: true,
          apartmentNr: true,
          zip: true,
          city: true,
          floor: true,
          latitude: true,
          longitude: true,
        },
      },
      user: { columns: { firstName: true, lastName: true, contact: true } },
    },
    orderBy: [asc(orders.tripStop), asc(orders.id)],
  });
}
export type CourierOrderRow = Awaited<ReturnType<typeof findCourierOrders>>[number];

/** A COURIER account (not removed) with its profile row, if it ever went online. */
export async function findCourierAccount(db: Db, courierId: number) {
  const [row] = await db
    .select({ user: users, profile: courierProfiles })
    .from(users)
    .leftJoin(courierProfiles, eq(courierProfiles.userId, users.id))
    .where(and(eq(users.id, courierId), eq(users.role, 'COURIER'), isNull(users.removedAt)));
  return row;
}
export type CourierAccountRow = NonNullable<Awaited<ReturnType<typeof findCourierAccount>>>;

/** The courier's open trip, if it has one. */
export async function findOpenTrip(db: Db, courierId: number) {
  const [row] = await db
    .select()
    .from(courierTrips)
    .where(and(eq(courierTrips.courierId, courierId), eq(courierTrips.state, 'OPEN')));
  return row;
}
