import { and, asc, eq, inArray, isNotNull, lt, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courierProfiles, liveEvents } from '../../db/schema/index';

const columns = { id: liveEvents.id, kind: liveEvents.kind, data: liveEvents.data, userIds: liveEvents.userIds, everyone: liveEvents.everyone };

/** The rows a `live_event` notification named, oldest first. */
export function findLiveEvents(db: Database, ids: number[]) {
  return db.select(columns).from(liveEvents).where(inArray(liveEvents.id, ids)).orderBy(asc(liveEvents.id));
}

export type LiveEventRow = Awaited<ReturnType<typeof findLiveEvents>>[number];

/** The newest event's id (0 while there is none): where a new stream stands. */
export async function findNewestEventId(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(liveEvents.id) }).from(liveEvents);
  return Number(row?.id ?? 0);
}

/** When the event a client last had was written, if it is still kept. */
export async function findEventTime(db: Database, id: number): Promise<Date | undefined> {
  const [row] = await db.select({ createdAt: liveEvents.createdAt }).from(liveEvents).where(eq(liveEvents.id, id));
  return row?.createdAt;
}

interface MissedQuery {
  /** The id of the last event the client had, and when it was written. */
  after: { id: number; createdAt: Date };
  /** Events written up to this long before `after` are sent again: a transaction may commit an older id later. */
  slackMs: number;
  /** Null: staff, who may hear of anything. Otherwise only events naming this account or everyone. */
  userId: number | null;
  limit: number;
}

/** The events after a client's last one that may concern it, oldest first (decision 038). */
export function findMissedEvents(db: Database, { after, slackMs, userId, limit }: MissedQuery) {
  const since = new Date(after.createdAt.getTime() - slackMs);
  const missed = or(sql`${liveEvents.id} > ${after.id}`, and(lt(liveEvents.id, after.id), sql`${liveEvents.createdAt} >= ${since.toISOString()}`));
  const mine = userId === null ? undefined : or(eq(liveEvents.everyone, true), sql`${userId}::integer = any(${liveEvents.userIds})`);
  return db.select(columns).from(liveEvents).where(and(missed, mine)).orderBy(asc(liveEvents.id)).limit(limit);
}

/** When the oldest kept event was written; undefined while there is none. */
export async function findOldestEventTime(db: Database): Promise<Date | undefined> {
  const [row] = await db.select({ createdAt: liveEvents.createdAt }).from(liveEvents).orderBy(asc(liveEvents.id)).limit(1);
  return row?.createdAt;
}

/** Forgets events older than the replay needs, but never the newest: a new stream's `ready` id stays findable. */
export function deleteEventsBefore(db: Database, before: Date) {
  return db.delete(liveEvents).where(and(lt(liveEvents.createdAt, before), sql`${liveEvents.id} < (select max(id) from live_events)`));
}

/** Where these couriers are, for those online with a known position (staff's map). */
export function findCourierPositions(db: Database, courierIds: number[]) {
  return db
    .select({ courierId: courierProfiles.userId, latitude: courierProfiles.latitude, longitude: courierProfiles.longitude })
    .from(courierProfiles)
    .where(
      and(
        inArray(courierProfiles.userId, courierIds),
        eq(courierProfiles.status, 'ONLINE'),
        isNotNull(courierProfiles.latitude),
        isNotNull(courierProfiles.longitude),
      ),
    );
}
