import { LRUCache } from 'lru-cache';
import type { ActiveUser } from '@forkly/contracts';
import { activeUserSchema } from '@forkly/contracts/schemas';
import type { DatabaseHandle } from '../../db/client';
import { serializeBody } from '../../lib/json-body';
import { CHANNELS } from '../../db/channels';

export const USER_CHANGED_CHANNEL = CHANNELS.userChanged;
const MAX_ENTRIES = 20_000;
/** A safety net only: changes arrive through NOTIFY (a trigger on users and restaurants). */
const TTL_MS = 5 * 60 * 1000;

/**
 * GET /active-user is the most frequent authenticated call; the embedded database answers a query
 * in ~1–2 ms, so the presented account is kept in memory and dropped the moment a database trigger
 * says the account (or its restaurant link) changed — on every instance, through LISTEN/NOTIFY.
 */
export class ActiveUserCache {
  /** The presented account's JSON body, serialized once for every request that reads it (lru-cache). */
  private readonly entries: LRUCache<number, string>;
  /** Bumped on every change, so a read that raced a change never stores what it read. */
  private readonly generations = new Map<number, number>();
  /**
   * Bumped when every account's counter is reset at once (all forgotten, or too many counters):
   * a read begun before that never stores, whatever its account's counter says now.
   */
  private epoch = 0;
  private unlisten?: () => Promise<void>;
  private unreconnect?: () => void;

  /** `now` lets a test move the clock. */
  constructor(now?: () => number) {
    this.entries = new LRUCache({
      max: MAX_ENTRIES,
      ttl: TTL_MS,
      // A clock of the caller's (tests) is read every time: lru-cache otherwise reuses a reading for 1 ms.
      ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    });
  }

  async start(handle: DatabaseHandle): Promise<void> {
    this.unlisten = await handle.listen(USER_CHANGED_CHANNEL, (payload) => this.forget(Number(payload)));
    // Changes notified while LISTEN was down are lost: any account may have changed.
    this.unreconnect = handle.onListenReconnect?.(() => this.forgetAll());
  }

  /** The cached account as the JSON body of GET /active-user. */
  json(userId: number): string | undefined {
    return this.entries.get(userId);
  }

  /** Call before reading the account from the database; pass the result to set(). */
  generation(userId: number): number {
    return this.epoch * 2 ** 32 + (this.generations.get(userId) ?? 0);
  }

  set(userId: number, value: ActiveUser, readAtGeneration: number): void {
    if (this.generation(userId) !== readAtGeneration) return;
    this.entries.set(userId, serializeBody(activeUserSchema, value));
  }

  forget(userId: number): void {
    this.entries.delete(userId);
    this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
    if (this.generations.size > MAX_ENTRIES) this.resetGenerations();
  }

  /** Every account may have changed: none is kept, and no read begun before this is stored. */
  forgetAll(): void {
    this.entries.clear();
    this.resetGenerations();
  }

  private resetGenerations(): void {
    this.generations.clear();
    this.epoch += 1;
  }

  async stop(): Promise<void> {
    this.unreconnect?.();
    await this.unlisten?.();
  }
}
