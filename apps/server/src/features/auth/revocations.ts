import { and, gt, isNotNull } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { CHANNELS } from '../../db/channels';

export const REVOCATION_CHANNEL = CHANNELS.sessionRevoked;

/**
 * In-memory deny-list of revoked session ids (DESIGN.md section 4): a logged-out token is refused
 * without a database read per request. Each instance loads the recent revocations at start and
 * hears new ones through LISTEN/NOTIFY, sent inside the transaction that revokes.
 */
export class Revocations {
  private readonly revoked = new Map<string, number>();
  private unlisten?: () => Promise<void>;
  private unreconnect?: () => void;

  constructor(private readonly ttlMs: number) {}

  async start(handle: DatabaseHandle): Promise<void> {
    await this.load(handle);
    this.unlisten = await handle.listen(REVOCATION_CHANNEL, (payload) => {
      for (const id of payload.split(',')) if (id) this.add(id);
    });
    // A logout or a disabled account notified while LISTEN was down is lost: read them again, or the
    // token would pass on this instance until it expires. A failed read is tried at the next reconnection.
    this.unreconnect = handle.onListenReconnect?.(() => void this.load(handle).catch(() => {}));
  }

  /** The sessions revoked within a token's lifetime. */
  private async load(handle: DatabaseHandle): Promise<void> {
    const since = new Date(Date.now() - this.ttlMs);
    const rows = await handle.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(isNotNull(sessions.revokedAt), gt(sessions.revokedAt, since)));
    for (const row of rows) this.add(row.id);
  }

  add(sessionId: string): void {
    this.revoked.set(sessionId, Date.now());
    if (this.revoked.size > 10_000) this.prune();
  }

  has(sessionId: string): boolean {
    return this.revoked.has(sessionId);
  }

  /** Tokens live `ttlMs` at most, so older entries can go. */
  private prune(): void {
    const cutoff = Date.now() - this.ttlMs;
    for (const [id, at] of this.revoked) if (at < cutoff) this.revoked.delete(id);
  }

  async stop(): Promise<void> {
    this.unreconnect?.();
    await this.unlisten?.();
  }
}
