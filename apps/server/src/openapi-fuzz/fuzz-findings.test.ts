import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper';
import { createOpenRestaurant } from '../../test/order-factories';

/** What the contract-fuzz tier found, kept as plain regressions. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await createOpenRestaurant(ctx.db);
});
afterAll(() => ctx.close());

describe('found by fuzzing the OpenAPI document', () => {
  it('filters by distance from a point whose coordinate is vanishingly small (radians() underflowed: 400)', async () => {
    const { token } = await ctx.loginAs('ADMIN');
    for (const url of [
      '/api/paged-menus?visible=true&distance=38&latitude=-1e-323&longitude=6',
      '/api/paged-restaurants?page=1&distance=5000&latitude=51.43&longitude=1e-320',
    ]) {
      const res = await ctx.request({ url, token });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });
});
