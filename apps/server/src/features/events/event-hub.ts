import { EVENT_HEARTBEAT_MS, LIVE_EVENTS, type CourierPositionEvent, type OrderEvent } from '@forkly/contracts';
import { isStaff } from '../../access/access';
import { isOrderCustomer, maySeeOrder } from '../../access/order-visibility';
import type { Database, DatabaseHandle } from '../../db/client';
import { findDeliveriesOfCouriers, findOrderAudiences, type OrderAudience } from './events.repo';
import type { SseStream } from './sse-stream';
import { CHANNELS } from '../../db/channels';

export const ORDER_CHANGED_CHANNEL = CHANNELS.orderChanged;
export const COURIER_MOVED_CHANNEL = CHANNELS.courierMoved;
/** The auth feature's revocation channel (features/auth/revocations.ts): logout ends streams at once. */
const SESSION_REVOKED_CHANNEL = CHANNELS.sessionRevoked;

export interface EventHubOptions {
  /** Notifications for one order within this window are answered once (a burst of trigger NOTIFYs). */
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
 * (DESIGN.md section 6). Notifications carry ids only; for each batch one query finds whom the
 * orders concern, and only their streams hear of it.
 */
export class EventHub {
  private readonly byUser = new Map<number, Set<SseStream>>();
  private readonly staff = new Set<SseStream>();
  private readonly pendingOrders = new Set<number>();
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
      handle.listen(ORDER_CHANGED_CHANNEL, (payload) => this.queue(this.pendingOrders, payload, 'order')),
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

  private queue(pending: Set<number>, payload: string, kind: 'order' | 'position'): void {
    const id = Number(payload);
    if (!Number.isInteger(id) || id <= 0 || this.size === 0) return;
    pending.add(id);
    if (kind === 'order') this.orderTimer ??= setTimeout(() => void this.flushOrders(), this.options.orderDebounceMs);
    else this.positionTimer ??= setTimeout(() => void this.flushPositions(), this.options.positionDebounceMs);
  }

  private async flushOrders(): Promise<void> {
    this.orderTimer = undefined;
    const ids = [...this.pendingOrders];
    this.pendingOrders.clear();
    try {
      for (const order of await findOrderAudiences(this.deps.db, ids)) {
        const event: OrderEvent = { orderId: order.orderId, status: order.status, courierId: order.courierId };
        for (const stream of this.audienceOf(order)) if (this.live(stream)) stream.send(LIVE_EVENTS.order, event);
      }
    } catch (error) {
      this.options.log?.('live events: looking up changed orders failed', error);
    }
  }

  private async flushPositions(): Promise<void> {
    this.positionTimer = undefined;
    const ids = [...this.pendingCouriers];
    this.pendingCouriers.clear();
    try {
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

  /**
   * Whoever may see the order (access/order-visibility.ts): staff, and among the streams of its
   * customer, courier, restaurant account and parent restaurant account those the rule lets in.
   */
  private *audienceOf(order: OrderAudience): Iterable<SseStream> {
    yield* [...this.staff];
    const seen = new Set<SseStream>();
    for (const userId of [order.customerId, order.courierId, order.restaurantAccountId, order.parentAccountId]) {
      if (userId === null) continue;
      for (const stream of this.byUser.get(userId) ?? []) {
        if (!seen.has(stream) && maySeeOrder(stream.who, order)) {
          seen.add(stream);
          yield stream;
        }
      }
    }
  }
}
