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

/** The HMAC key, imported into Web Crypto once per secret rather than on every call. */
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function keyFor(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/**
 * Tokens already verified, until they expire: a client sends the same token with every request for
 * 15 minutes, so its signature is checked once. Revocation is checked separately, every time.
 * lru-cache keeps the 10 000 most recently used and drops each at its token's expiry, on the wall
 * clock the token's `exp` is written in.
 */
type Verified = LRUCache<string, AccessClaims>;
const verifiedBySecret = new WeakMap<Uint8Array, Verified>();
const MAX_VERIFIED = 10_000;
const wallClock = { now: () => Date.now() };

function verifiedFor(secret: Uint8Array): Verified {
  let verified = verifiedBySecret.get(secret);
  if (!verified) verifiedBySecret.set(secret, (verified = new LRUCache({ max: MAX_VERIFIED, perf: wallClock, ttlResolution: 0 })));
  return verified;
}

function remember(verified: Verified, token: string, claims: AccessClaims, expiresAtSeconds: number | undefined) {
  const ttl = (expiresAtSeconds ?? 0) * 1000 - Date.now();
  // A ttl of 0 would mean "for ever" to lru-cache: a token without, or at, its expiry is not kept.
  if (ttl > 0) verified.set(token, claims, { ttl });
}

export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(await keyFor(secret));
}

/**
 * The claims of a token verified before and not yet expired, without a promise: the request hook
 * answers most requests with it synchronously (an async hook costs Fastify a promise and a tick).
 */
export function knownAccessToken(token: string, secret: Uint8Array): AccessClaims | undefined {
  return verifiedFor(secret).get(token);
}

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<VerifyResult> {
  const verified = verifiedFor(secret);
  const known = verified.get(token);
  // An expired token is no longer kept: jose finds it expired below.
  if (known) return { ok: true, claims: known };
  try {
    const { payload } = await jwtVerify(token, await keyFor(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    const role = roleSchema.safeParse(payload.role);
    const userId = Number(payload.sub);
    if (!role.success || !Number.isInteger(userId) || typeof payload.sid !== 'string') return { ok: false, reason: 'invalid' };
    const claims: AccessClaims = { userId, role: role.data, sessionId: payload.sid };
    remember(verified, token, claims, payload.exp);
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
