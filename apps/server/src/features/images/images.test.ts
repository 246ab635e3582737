import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let imageId: number;
let original: Buffer;

beforeAll(async () => {
  ctx = await createTestContext();
  original = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c2410c' } })
    .webp({ quality: 80 })
    .toBuffer();
  const [row] = await ctx.db.insert(images).values({ data: original, width: 800, height: 600, byteSize: original.length }).returning();
  imageId = row!.id;
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.request({ method: 'GET', url, headers });

describe('GET /load/image/{id}', () => {
  it('serves the stored WebP as it is, cacheable for good', async () => {
    const res = await get(`/api/load/image/${imageId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"img-${imageId}-o"`);
    expect(res.rawPayload.equals(original)).toBe(true);
  });

  it('resizes to an allowed width, keeping the aspect ratio', async () => {
    // 720: a phone's card or menu header (decision 031); the original is 800 wide, so each is a resize.
    for (const w of [160, 320, 640, 720]) {
      const res = await get(`/api/load/image/${imageId}?w=${w}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers.etag).toBe(`"img-${imageId}-${w}"`);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: w, height: Math.round((w * 600) / 800) });
    }
  });

  it('never enlarges: a width above the original gives the original', async () => {
    const res = await get(`/api/load/image/${imageId}?w=960`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
  });

  it('answers 304 to a matching If-None-Match, and the same bytes from the cache', async () => {
    const first = await get(`/api/load/image/${imageId}?w=320`);
    const again = await get(`/api/load/image/${imageId}?w=320`, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const cached = await get(`/api/load/image/${imageId}?w=320`);
    expect(cached.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 404 for a missing image, not cacheable', async () => {
    const res = await get('/api/load/image/999999?w=320');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'notFound' });
    expect(res.headers['cache-control']).toBeUndefined();
    expect((await get('/api/load/image/999999', { 'if-none-match': '"img-999999-o"' })).statusCode).toBe(404);
  });

  it('refuses other widths and bad ids with 400', async () => {
    for (const query of ['w=100', 'w=700', 'w=721', 'w=1280', 'w=99999', 'w=abc', 'w=', 'w=-320', 'w=320.5', 'size=1']) {
      const res = await get(`/api/load/image/${imageId}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ status: 400 });
    }
    expect((await get('/api/load/image/abc')).statusCode).toBe(400);
  });
});
