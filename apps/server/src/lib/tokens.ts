import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (refresh tokens, invitation and reset codes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Codes and tokens are stored only as this hash, so a database leak reveals none of them. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
