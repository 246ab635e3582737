import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helper';
import { menuFixtures, withQuery } from './test-fixtures';

let ctx: TestContext;
const f = menuFixtures(() => ctx);
let owner: Awaited<ReturnType<typeof f.loginRestaurant>>;
let menuId: number;
let extraId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await f.loginRestaurant();
  const query = { name: 'Plain dish', price: '7.00', restaurantId: owner.restaurantId };
  menuId = (await ctx.request({ method: 'POST', url: withQuery('/api/menu', query), token: owner.token })).json().id;
  extraId = (await ctx.request({ method: 'POST', url: withQuery('/api/extra', query), token: owner.token })).json().id;
});
afterAll(() => ctx.close());

const BOUNDARY = 'forkly-test-boundary';
/** Bodies a broken or hostile client sends as multipart (the ones Schemathesis found gave 500). */
const MALFORMED: [string, { headers: Record<string, string>; payload: string }][] = [
  ['no boundary', { headers: { 'content-type': 'multipart/form-data' }, payload: 'anything' }],
  [
    'cut off',
    {
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc`,
    },
  ],
  ['no parts at all', { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: 'not a multipart body' }],
];

describe('malformed multipart bodies', () => {
  it('answer 400 (or 413) on every upload route and change nothing', async () => {
    const before = await f.counts();
    const routes = [
      ['POST', withQuery('/api/menu', { name: 'X', price: '1.00', restaurantId: owner.restaurantId })],
      ['POST', withQuery('/api/extra', { name: 'X', price: '1.00', restaurantId: owner.restaurantId })],
      ['PUT', `/api/menu/${menuId}`],
      ['PUT', `/api/extra/${extraId}`],
    ] as const;
    for (const [method, url] of routes) {
      for (const [label, body] of MALFORMED) {
        const res = await ctx.request({ method, url, token: owner.token, ...body });
        expect(res.statusCode, `${method} ${url}: ${label}: ${res.body}`).toBeLessThan(500);
        expect([400, 413], `${method} ${url}: ${label}`).toContain(res.statusCode);
      }
    }
    expect(await f.counts()).toEqual(before);
  });

  it('answer 400 on the restaurant completion form too', async () => {
    for (const [label, body] of MALFORMED) {
      const res = await ctx.request({ method: 'POST', url: '/api/restaurant/complete-account?verificationCode=abc', ...body });
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
    }
  });

  it('answer 415 in the API error shape on a route that takes no upload', async () => {
    // Only the upload routes' contexts parse multipart (lib/accept-uploads.ts).
    for (const [label, body] of MALFORMED) {
      const res = await ctx.request({ method: 'POST', url: '/api/system/auth/login', ...body });
      expect(res.statusCode, `${label}: ${res.body}`).toBe(415);
      expect(res.json(), label).toMatchObject({ status: 415, errorCode: 'badRequest' });
    }
  });
});
