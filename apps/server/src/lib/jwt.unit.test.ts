import { afterEach, describe, expect, it, vi } from 'vitest';
import { knownAccessToken, signAccessToken, verifyAccessToken } from './jwt';

const claims = { userId: 7, role: 'USER' as const, sessionId: 'session-1' };
const secret = new TextEncoder().encode('a'.repeat(40));
const otherSecret = new TextEncoder().encode('b'.repeat(40));

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('verifies its own tokens, repeatedly, and no other secret accepts them', async () => {
    const token = await signAccessToken(claims, secret, 60);
    expect(await verifyAccessToken(token, secret)).toEqual({ ok: true, claims });
    expect(await verifyAccessToken(token, secret)).toEqual({ ok: true, claims });
    expect(await verifyAccessToken(token, otherSecret)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyAccessToken(`${token}x`, secret)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a remembered token once it has expired', async () => {
    const token = await signAccessToken(claims, secret, 1);
    expect((await verifyAccessToken(token, secret)).ok).toBe(true);
    vi.useFakeTimers({ now: Date.now() + 5_000, toFake: ['Date'] });
    expect(await verifyAccessToken(token, secret)).toEqual({ ok: false, reason: 'expired' });
  });

  it('knows a token without a promise only once verified, for its secret, and not after expiry', async () => {
    const token = await signAccessToken({ ...claims, sessionId: 'session-known' }, secret, 1);
    expect(knownAccessToken(token, secret)).toBeUndefined();
    await verifyAccessToken(token, secret);
    expect(knownAccessToken(token, secret)).toEqual({ ...claims, sessionId: 'session-known' });
    expect(knownAccessToken(token, otherSecret)).toBeUndefined();
    vi.useFakeTimers({ now: Date.now() + 5_000, toFake: ['Date'] });
    expect(knownAccessToken(token, secret)).toBeUndefined();
  });
});
