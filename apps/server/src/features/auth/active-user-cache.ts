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
  private unlisten?: () => Promise<void>;

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
  }

  /** The cached account as the JSON body of GET /active-user. */
  json(userId: number): string | undefined {
    return this.entries.get(userId);
  }

  /** Call before reading the account from the database; pass the result to set(). */
  generation(userId: number): number {
    return this.generations.get(userId) ?? 0;
  }

  set(userId: number, value: ActiveUser, readAtGeneration: number): void {
    if (this.generation(userId) !== readAtGeneration) return;
    this.entries.set(userId, serializeBody(activeUserSchema, value));
  }

  forget(userId: number): void {
    this.entries.delete(userId);
    this.generations.set(userId, this.generation(userId) + 1);
    if (this.generations.size > MAX_ENTRIES) this.generations.clear();
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
  }
}
