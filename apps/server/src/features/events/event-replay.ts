import { EVENT_REPLAY_MAX_EVENTS, EVENT_REPLAY_WINDOW_SECONDS, LIVE_EVENTS } from '@forkly/contracts';
import { isStaff } from '../../access/access';
import type { Database } from '../../db/client';
import type { AccessClaims } from '../../lib/jwt';
import { eventFor, type OutgoingEvent } from './live-event-access';
import { deleteEventsBefore, findEventTime, findMissedEvents, findNewestEventId, findOldestEventTime } from './live-events.repo';
import type { SseStream } from './sse-stream';

/**
 * Ids are taken when a row is written, but rows arrive in commit order: an event written up to this
 * long before the client's last one may have been committed after it, so it is sent again (every
 * event says how a thing stands now, so hearing one twice changes nothing).
 */
export const REPLAY_SLACK_MS = 2_000;
/** Rows are kept twice the window, so a cursor just inside it still finds its own row. */
const KEEP_MS = 2 * EVENT_REPLAY_WINDOW_SECONDS * 1000;

/**
 * When the client's last event was written. Id 0 is the `ready` of an empty log (a new database;
 * pruning keeps the newest row): everything kept followed it, which is replayable while the oldest
 * row is inside the window. Undefined: the id is unknown or pruned.
 */
async function cursorTime(db: Database, lastEventId: number, now: Date): Promise<Date | undefined> {
  if (lastEventId < 0) return undefined;
  if (lastEventId > 0) return findEventTime(db, lastEventId);
  return (await findOldestEventTime(db)) ?? now;
}

/**
 * What a viewer missed after its last event id (decision 038), through the same check as the live
 * events (`eventFor`): 'resync' when the id is unknown, older than the window, or more than
 * EVENT_REPLAY_MAX_EVENTS rows follow it. An id of someone else's event gives only the viewer's own.
 */
export async function missedEvents(db: Database, who: AccessClaims, lastEventId: number, now = new Date()): Promise<OutgoingEvent[] | 'resync'> {
  const createdAt = await cursorTime(db, lastEventId, now);
  if (!createdAt || createdAt.getTime() < now.getTime() - EVENT_REPLAY_WINDOW_SECONDS * 1000) return 'resync';
  const rows = await findMissedEvents(db, {
    after: { id: lastEventId, createdAt },
    slackMs: REPLAY_SLACK_MS,
    userId: isStaff(who) ? null : who.userId,
    limit: EVENT_REPLAY_MAX_EVENTS + 1,
  });
  if (rows.length > EVENT_REPLAY_MAX_EVENTS) return 'resync';
  return rows.map((row) => eventFor(who, row)).filter((event) => event !== undefined);
}

/**
 * A stream's start, once it is in the hub: the missed events (or `resync`), then `ready` with the
 * id to come back with; what the hub sent meanwhile waits and follows, without repeating any.
 */
export async function startStream(db: Database, stream: SseStream, lastEventId: number | undefined): Promise<void> {
  stream.hold();
  const sent = new Set<number>();
  try {
    let cursor = await findNewestEventId(db);
    if (lastEventId !== undefined) {
      const missed = await missedEvents(db, stream.who, lastEventId);
      if (missed === 'resync') stream.sendFirst(LIVE_EVENTS.resync, {});
      else {
        for (const event of missed) {
          stream.sendFirst(event.event, event.data, event.id);
          sent.add(event.id);
          cursor = Math.max(cursor, event.id);
        }
      }
    }
    stream.sendFirst(LIVE_EVENTS.ready, {}, cursor);
  } catch {
    // The database did not answer: the client cannot know what it missed, so it refetches.
    stream.sendFirst(LIVE_EVENTS.resync, {});
  } finally {
    stream.release(sent);
  }
}

/** Drops rows no replay can need any more. */
export async function pruneLiveEvents(db: Database, now = new Date()): Promise<void> {
  await deleteEventsBefore(db, new Date(now.getTime() - KEEP_MS));
}
