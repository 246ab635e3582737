import type { webcrypto } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Role } from '@forkly/contracts';
import { roleSchema } from '@forkly/contracts/schemas';

export interface AccessClaims {
  userId: number;
  role: Role;
  sessionId: string;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

const ISSUER = 'forkly';
const MAX_VERIFIED = 10_000;
const wallClock = { now: () => Date.now() };

/**
 * Access tokens of one app: signed and verified with its secret (HS256, `forkly` as issuer). Built
 * once per app (app.ts, `deps.accessTokens`), so the key and the tokens it has verified live and
 * die with that app: two apps in one process (tests, benches) never share them.
 */
export class AccessTokens {
  /** The HMAC key, imported into Web Crypto on first use rather than on every call. */
  private imported?: Promise<webcrypto.CryptoKey>;
  /**
   * Tokens already verified, until they expire: a client sends the same token with every request
   * for 15 minutes, so its signature is checked once. Revocation is checked separately, every
   * time. lru-cache keeps the 10 000 most recently used and drops each at its token's expiry, on
   * the wall clock the token's `exp` is written in.
   */
  private readonly verified = new LRUCache<string, AccessClaims>({ max: MAX_VERIFIED, perf: wallClock, ttlResolution: 0 });

  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  private key(): Promise<webcrypto.CryptoKey> {
    this.imported ??= crypto.subtle.importKey('raw', this.secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    return this.imported;
  }

  async sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ role: claims.role, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(await this.key());
  }

  /**
   * The claims of a token verified before and not yet expired, without a promise: the request
   * hook answers most requests with it synchronously (an async hook costs Fastify a promise and a
   * tick).
   */
  known(token: string): AccessClaims | undefined {
    return this.verified.get(token);
  }

  async verify(token: string): Promise<VerifyResult> {
    const known = this.verified.get(token);
    // An expired token is no longer kept: jose finds it expired below.
    if (known) return { ok: true, claims: known };
    try {
      const { payload } = await jwtVerify(token, await this.key(), { issuer: ISSUER, algorithms: ['HS256'] });
      const role = roleSchema.safeParse(payload.role);
      const userId = Number(payload.sub);
      if (!role.success || !Number.isInteger(userId) || typeof payload.sid !== 'string') return { ok: false, reason: 'invalid' };
      const claims: AccessClaims = { userId, role: role.data, sessionId: payload.sid };
      this.remember(token, claims, payload.exp);
      return { ok: true, claims };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  private remember(token: string, claims: AccessClaims, expiresAtSeconds: number | undefined) {
    const ttl = (expiresAtSeconds ?? 0) * 1000 - Date.now();
    // A ttl of 0 would mean "for ever" to lru-cache: a token without, or at, its expiry is not kept.
    if (ttl > 0) this.verified.set(token, claims, { ttl });
  }
}
