import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { EVENT_TICKET_TTL_SECONDS, roleSchema } from '@forkly/contracts';
import type { AccessClaims } from '../../lib/jwt';

/**
 * Single-use, 30-second tickets for opening an event stream (DESIGN.md section 6): EventSource
 * cannot send a bearer header, and a bearer token in a URL would live 15 minutes in logs and
 * history. A ticket is HMAC-signed, so any instance can check it without a database read; its
 * nonce is remembered here until it expires, so it opens one stream per instance at most.
 */
export class EventTickets {
  private readonly key: Buffer;
  private readonly used = new Map<string, number>();

  constructor(secret: Uint8Array, private readonly ttlMs = EVENT_TICKET_TTL_SECONDS * 1000) {
    // A key of its own, so a ticket can never pass for an access token or the other way round.
    this.key = createHmac('sha256', secret).update('forkly/event-ticket/v1').digest();
  }

  issue(who: AccessClaims, now = Date.now()): string {
    const payload = Buffer.from(
      JSON.stringify({ u: who.userId, r: who.role, s: who.sessionId, e: now + this.ttlMs, n: randomBytes(16).toString('base64url') }),
    ).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  /** The caller the ticket was issued to, or null when it is forged, expired or used. */
  redeem(ticket: string, now = Date.now()): AccessClaims | null {
    const [payload, signature, extra] = ticket.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let claims: { u?: unknown; r?: unknown; s?: unknown; e?: unknown; n?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const role = roleSchema.safeParse(claims.r);
    const { u: userId, s: sessionId, e: expiresAt, n: nonce } = claims;
    if (!role.success || typeof userId !== 'number' || typeof sessionId !== 'string' || typeof expiresAt !== 'number' || typeof nonce !== 'string') return null;
    if (expiresAt <= now) return null;
    this.prune(now);
    if (this.used.has(nonce)) return null;
    this.used.set(nonce, expiresAt);
    return { userId, role: role.data, sessionId };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  /** Nonces arrive roughly in expiry order (one TTL for all): stop at the first live one. */
  private prune(now: number): void {
    for (const [nonce, expiresAt] of this.used) {
      if (expiresAt > now) break;
      this.used.delete(nonce);
    }
  }
}
