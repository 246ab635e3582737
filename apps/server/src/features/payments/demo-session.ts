import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEMO_PROVIDER = 'demo';

/** 192 random bits: the session id is the capability to see and pay the page. */
export function newDemoSessionId(): string {
  return `demo_${randomBytes(24).toString('base64url')}`;
}

export function isDemoSessionId(value: string): boolean {
  return /^demo_[A-Za-z0-9_-]{32}$/.test(value);
}

/**
 * The token the page's forms carry. The Pay and Cancel posts come from our own page without the
 * app's CSRF header, so this keyed hash of the session id stands in for it: only a page we served
 * has it, and it is worthless once the session is expired or paid.
 */
export function demoFormToken(secret: Uint8Array, sessionId: string): string {
  return createHmac('sha256', secret).update(`demo-payment:${sessionId}`).digest('base64url');
}

export function isDemoFormToken(secret: Uint8Array, sessionId: string, token: string): boolean {
  const expected = Buffer.from(demoFormToken(secret, sessionId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
