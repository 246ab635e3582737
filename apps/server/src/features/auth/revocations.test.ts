import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { sessions } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';
import { Revocations } from './revocations';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('Revocations', () => {
  it('reads the revoked sessions again when LISTEN comes back: a logout notified while it was down still counts', async () => {
    const user = await ctx.loginAs('USER');
    const [session] = await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.userId));
    let reconnected = () => {};
    // The app's database, with a LISTEN that hears nothing (it is down) and comes back when the test says.
    const handle: DatabaseHandle = {
      ...ctx.handle,
      listen: async () => async () => {},
      onListenReconnect: (callback) => ((reconnected = callback), () => {}),
    };
    const revocations = new Revocations(15 * 60_000);
    await revocations.start(handle);
    expect(revocations.has(session!.id)).toBe(false);

    // Another instance revokes it; its NOTIFY never arrives.
    await ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session!.id));
    expect(revocations.has(session!.id)).toBe(false);
    reconnected();
    await vi.waitFor(() => expect(revocations.has(session!.id)).toBe(true));
    await revocations.stop();
  });
});
