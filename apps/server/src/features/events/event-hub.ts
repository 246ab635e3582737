import { EVENT_HEARTBEAT_MS, LIVE_EVENTS, type CourierMovedEvent, type CourierPositionEvent } from '@forkly/contracts';
import { isStaff } from '../../access/access';
import { isOrderCustomer } from '../../access/order-visibility';
import type { Database, DatabaseHandle } from '../../db/client';
import { findDeliveriesOfCouriers } from './events.repo';
import { eventFor } from './live-event-access';
import { findCourierPositions, findLiveEvents, type LiveEventRow } from './live-events.repo';
import type { SseStream } from './sse-stream';
import { CHANNELS } from '../../db/channels';

export const LIVE_EVENT_CHANNEL = CHANNELS.liveEvent;
export const COURIER_MOVED_CHANNEL = CHANNELS.courierMoved;
/** The auth feature's revocation channel (features/auth/revocations.ts): logout ends streams at once. */
const SESSION_REVOKED_CHANNEL = CHANNELS.sessionRevoked;

export interface EventHubOptions {
  /** Logged events announced within this window are read in one query. */
  orderDebounceMs?: number;
  /** Positions of one courier within this window are answered once. */
  positionDebounceMs?: number;
  heartbeatMs?: number;
  log?: (message: string, error?: unknown) => void;
}

interface HubDeps {
  db: Database;
  handle: DatabaseHandle;
  /** Whether a session was revoked (the in-memory deny-list of features/auth). */
  isRevoked(sessionId: string): boolean;
}

/**
 * The process's one LISTEN for live events, fanned out in memory to every open stream
 * (DESIGN.md section 6). Notifications carry ids only: of a logged event (decision 038: read in
 * one query per batch, sent with its id to the streams its row names and `eventFor` lets in), or
 * of a courier that moved (its customer's map, staff's map; not logged, the next position wins).
 */
export class EventHub {
  private readonly byUser = new Map<number, Set<SseStream>>();
  private readonly staff = new Set<SseStream>();
  private readonly pendingEvents = new Set<number>();
  private readonly pendingCouriers = new Set<number>();
  private orderTimer?: NodeJS.Timeout;
  private positionTimer?: NodeJS.Timeout;
  private heartbeat?: NodeJS.Timeout;
  private unlisten: (() => Promise<void>)[] = [];
  private unreconnect?: () => void;
  private count = 0;
  private readonly options: Required<Omit<EventHubOptions, 'log'>> & Pick<EventHubOptions, 'log'>;

  constructor(
    private readonly deps: HubDeps,
    options: EventHubOptions = {},
  ) {
    this.options = { orderDebounceMs: 50, positionDebounceMs: 250, heartbeatMs: EVENT_HEARTBEAT_MS, ...options };
  }

  async start(): Promise<void> {
    const { handle } = this.deps;
    this.unlisten = await Promise.all([
      handle.listen(LIVE_EVENT_CHANNEL, (payload) => this.queue(this.pendingEvents, payload, 'event')),
      handle.listen(COURIER_MOVED_CHANNEL, (payload) => this.queue(this.pendingCouriers, payload, 'position')),
      handle.listen(SESSION_REVOKED_CHANNEL, (payload) => this.endSessions(payload.split(','))),
    ]);
    // Whatever happened while LISTEN was down is unknown: every client refetches.
    this.unreconnect = handle.onListenReconnect?.(() => this.broadcast(LIVE_EVENTS.resync, {}));
  }

  /** Registers an open stream until it closes. */
  add(stream: SseStream): void {
    if (!stream.isOpen) return;
    const { userId, role } = stream.who;
    this.count += 1;
    if (isStaff({ role })) this.staff.add(stream);
    else {
      let set = this.byUser.get(userId);
      if (!set) this.byUser.set(userId, (set = new Set()));
      set.add(stream);
    }
    stream.onClose(() => this.remove(stream));
    this.heartbeat ??= setInterval(() => this.beat(), this.options.heartbeatMs);
  }

  /** Open streams in this process. */
  get size(): number {
    return this.count;
  }

  /** Ends every stream (the app is closing) and stops listening. */
  async close(): Promise<void> {
    this.unreconnect?.();
    clearTimeout(this.orderTimer);
    clearTimeout(this.positionTimer);
    for (const stream of this.all()) stream.end();
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    await Promise.all(this.unlisten.map((fn) => fn()));
  }

  private remove(stream: SseStream): void {
    const set = this.byUser.get(stream.who.userId);
    if (this.staff.delete(stream) || set?.delete(stream)) this.count -= 1;
    if (set?.size === 0) this.byUser.delete(stream.who.userId);
    if (this.count === 0) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  private *all(): Iterable<SseStream> {
    yield* [...this.staff];
    for (const set of [...this.byUser.values()]) yield* [...set];
  }

  /** A stream of a revoked session ends instead of hearing anything more. */
  private live(stream: SseStream): boolean {
    if (!this.deps.isRevoked(stream.who.sessionId)) return stream.isOpen;
    stream.end();
    return false;
  }

  private beat(): void {
    for (const stream of this.all()) if (this.live(stream)) stream.comment('heartbeat');
  }

  private broadcast(event: string, data: unknown): void {
    for (const stream of this.all()) if (this.live(stream)) stream.send(event, data);
  }

  private endSessions(sessionIds: string[]): void {
    const ids = new Set(sessionIds.filter(Boolean));
    for (const stream of this.all()) if (ids.has(stream.who.sessionId)) stream.end();
  }

  private queue(pending: Set<number>, payload: string, kind: 'event' | 'position'): void {
    const id = Number(payload);
    if (!Number.isInteger(id) || id <= 0 || this.size === 0) return;
    pending.add(id);
    if (kind === 'event') this.orderTimer ??= setTimeout(() => void this.flushEvents(), this.options.orderDebounceMs);
    else this.positionTimer ??= setTimeout(() => void this.flushPositions(), this.options.positionDebounceMs);
  }

  private async flushEvents(): Promise<void> {
    this.orderTimer = undefined;
    const ids = [...this.pendingEvents];
    this.pendingEvents.clear();
    try {
      for (const row of await findLiveEvents(this.deps.db, ids)) {
        for (const stream of this.audienceOf(row)) {
          const outgoing = eventFor(stream.who, row);
          if (outgoing && this.live(stream)) stream.send(outgoing.event, outgoing.data, outgoing.id);
        }
      }
    } catch (error) {
      this.options.log?.('live events: reading logged events failed', error);
    }
  }

  private async flushPositions(): Promise<void> {
    this.positionTimer = undefined;
    const ids = [...this.pendingCouriers];
    this.pendingCouriers.clear();
    try {
      if (this.staff.size) {
        for (const position of await findCourierPositions(this.deps.db, ids)) {
          const event: CourierMovedEvent = { courierId: position.courierId, latitude: position.latitude!, longitude: position.longitude! };
          for (const stream of [...this.staff]) if (this.live(stream)) stream.send(LIVE_EVENTS.courierMoved, event);
        }
      }
      for (const delivery of await findDeliveriesOfCouriers(this.deps.db, ids)) {
        const event: CourierPositionEvent = { orderId: delivery.orderId, latitude: delivery.latitude!, longitude: delivery.longitude! };
        for (const stream of this.byUser.get(delivery.customerId) ?? []) {
          if (isOrderCustomer(stream.who, delivery.customerId) && this.live(stream)) stream.send(LIVE_EVENTS.courierPosition, event);
        }
      }
    } catch (error) {
      this.options.log?.('live events: looking up courier positions failed', error);
    }
  }

  /** The streams a logged event may concern: staff, the accounts its row names, or everyone. */
  private *audienceOf(row: LiveEventRow): Iterable<SseStream> {
    if (row.everyone) return yield* [...this.all()];
    yield* [...this.staff];
    const seen = new Set<number>();
    for (const userId of row.userIds) {
      if (seen.has(userId)) continue;
      seen.add(userId);
      yield* [...(this.byUser.get(userId) ?? [])];
    }
  }
}
