import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { EVENT_TICKET_TTL_SECONDS } from '@forkly/contracts';
import { roleSchema } from '@forkly/contracts/schemas';
import type { AccessClaims } from '../../lib/jwt';

/** Tickets name this audience, so no other JWT the server signs can open a stream. */
const AUDIENCE = 'forkly/event-stream';
const ALGORITHM = 'HS256';

/**
 * Single-use, 30-second tickets for opening an event stream (DESIGN.md section 6): EventSource
 * cannot send a bearer header, and a bearer token in a URL would live 15 minutes in logs and
 * history. A ticket is a JWT signed with a key of its own, so any instance can check it without a
 * database read; its id (jti) is remembered here until it expires, so it opens one stream per
 * instance at most.
 */
export class EventTickets {
  private readonly key: Uint8Array;
  private readonly used = new Map<string, number>();

  constructor(
    secret: Uint8Array,
    private readonly ttlMs = EVENT_TICKET_TTL_SECONDS * 1000,
  ) {
    // A key of its own, so a ticket can never pass for an access token or the other way round.
    this.key = createHmac('sha256', secret).update('forkly/event-ticket/v2').digest();
  }

  issue(who: AccessClaims, now = Date.now()): Promise<string> {
    return new SignJWT({ role: who.role, sid: who.sessionId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(String(who.userId))
      .setAudience(AUDIENCE)
      .setJti(randomUUID())
      .setExpirationTime(Math.floor((now + this.ttlMs) / 1000))
      .sign(this.key);
  }

  /** The caller the ticket was issued to, or null when it is forged, expired or used. */
  async redeem(ticket: string, now = Date.now()): Promise<AccessClaims | null> {
    let payload;
    try {
      // jose checks the clock itself; `currentDate` keeps it on the same clock as `now`.
      ({ payload } = await jwtVerify(ticket, this.key, { audience: AUDIENCE, algorithms: [ALGORITHM], currentDate: new Date(now) }));
    } catch {
      return null;
    }
    const role = roleSchema.safeParse(payload.role);
    const userId = Number(payload.sub);
    const { sid: sessionId, jti, exp } = payload;
    if (!role.success || !Number.isInteger(userId) || typeof sessionId !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return null;
    this.prune(now);
    if (this.used.has(jti)) return null;
    this.used.set(jti, exp * 1000);
    return { userId, role: role.data, sessionId };
  }

  /** Ids arrive roughly in expiry order (one TTL for all): stop at the first live one. */
  private prune(now: number): void {
    for (const [jti, expiresAt] of this.used) {
      if (expiresAt > now) break;
      this.used.delete(jti);
    }
  }
}
