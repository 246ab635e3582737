import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './jwt';

const claims = { userId: 7, role: 'USER' as const, sessionId: 'session-1' };
const secret = new TextEncoder().encode('a'.repeat(40));
const otherSecret = new TextEncoder().encode('b'.repeat(40));

afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('verifies its own tokens, repeatedly, and no other secret accepts them', async () => {
    const tokens = new AccessTokens(secret, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    expect(await new AccessTokens(otherSecret, 60).verify(token)).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify(`${token}x`)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a remembered token once it has expired', async () => {
    const tokens = new AccessTokens(secret, 1);
    const token = await tokens.sign(claims);
    expect((await tokens.verify(token)).ok).toBe(true);
    vi.useFakeTimers({ now: Date.now() + 5_000, toFake: ['Date'] });
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('knows a token without a promise only once verified, by the app that verified it, and not after expiry', async () => {
    const tokens = new AccessTokens(secret, 1);
    const token = await tokens.sign({ ...claims, sessionId: 'session-known' });
    expect(tokens.known(token)).toBeUndefined();
    await tokens.verify(token);
    expect(tokens.known(token)).toEqual({ ...claims, sessionId: 'session-known' });
    // Another app, even on the same secret, keeps its own: nothing is shared through the module.
    expect(new AccessTokens(secret, 1).known(token)).toBeUndefined();
    expect(new AccessTokens(otherSecret, 1).known(token)).toBeUndefined();
    vi.useFakeTimers({ now: Date.now() + 5_000, toFake: ['Date'] });
    expect(tokens.known(token)).toBeUndefined();
  });
});
