import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, IMAGE_UPLOAD_LIMITS, type MenuItem } from '@forkly/contracts';
import { createTestContext, type TestContext } from '../../../test/helper';
import { imagePart, menuFixtures, multipart, testImage, withQuery } from './test-fixtures';

let ctx: TestContext;
const f = menuFixtures(() => ctx);
let owner: Awaited<ReturnType<typeof f.loginRestaurant>>;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await f.loginRestaurant();
});
afterAll(() => ctx.close());

const createWith = (body: { payload: Buffer; headers: Record<string, string> }, path = '/api/menu') =>
  ctx.request({ method: 'POST', url: withQuery(path, { name: 'Pictured dish', price: '9.50' }), token: owner.token, ...body });

async function expectRefused(body: { payload: Buffer; headers: Record<string, string> }, message: string) {
  const before = await f.counts();
  for (const path of ['/api/menu', '/api/extra']) {
    const res = await createWith(body, path);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'validationFailed', fields: { image: message } });
  }
  expect(await f.counts()).toEqual(before);
}

describe('uploaded pictures of menus and extras', () => {
  it('stores a JPEG as WebP fitted inside 1280 px, upright, and serves it', async () => {
    const jpeg = await testImage(1600, 1200, 'jpeg');
    const res = await createWith(imagePart(jpeg));
    expect(res.statusCode, res.body).toBe(201);
    const { imageId } = res.json<MenuItem>();
    const stored = await f.imageRow(imageId!);
    expect(stored).toMatchObject({ mimeType: 'image/webp', width: 1280, height: 960, createdBy: owner.userId });
    expect(stored!.byteSize).toBe(stored!.data.length);
    const served = await ctx.request({ method: 'GET', url: `/api/load/image/${imageId}` });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 960 });
    // A phone's portrait photo: stored landscape pixels plus an EXIF "rotate 90°" tag.
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#15803d' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const portrait = await createWith(imagePart(sideways));
    expect(await f.imageRow(portrait.json<MenuItem>().imageId!)).toMatchObject({ width: 200, height: 400 });
  });

  it('takes PNG and WebP, never enlarges, and goes by the content, not the name or declared type', async () => {
    const png = await testImage(300, 200, 'png');
    const asJpg = await createWith(imagePart(png, 'holiday.jpg', 'image/jpeg'));
    expect(asJpg.statusCode, asJpg.body).toBe(201);
    expect(await f.imageRow(asJpg.json<MenuItem>().imageId!)).toMatchObject({ width: 300, height: 200, mimeType: 'image/webp' });
    const webp = await createWith(imagePart(await testImage(640, 640, 'webp'), 'x.bin', 'application/octet-stream'), '/api/extra');
    expect(webp.statusCode, webp.body).toBe(201);
  });

  it('accepts a picture above the 1 MB JSON body limit (up to 5 MB)', async () => {
    const noise = await sharp(randomBytes(900 * 900 * 3), { raw: { width: 900, height: 900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    expect(noise.length).toBeLessThan(IMAGE_UPLOAD_LIMITS.maxBytes);
    expect((await createWith(imagePart(noise, 'noise.png', 'image/png'))).statusCode).toBe(201);
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(IMAGE_UPLOAD_LIMITS.maxBytes)]);
    await expectRefused(imagePart(big), IMAGE_MESSAGES.imageTooLarge);
  });

  it('refuses other types: GIF, SVG, text named .png', async () => {
    await expectRefused(imagePart(await testImage(50, 50, 'gif'), 'a.gif', 'image/gif'), IMAGE_MESSAGES.imageTypeNotAllowed);
    await expectRefused(
      imagePart('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'a.svg', 'image/svg+xml'),
      IMAGE_MESSAGES.imageTypeNotAllowed,
    );
    await expectRefused(imagePart('definitely a png', 'a.png', 'image/png'), IMAGE_MESSAGES.imageTypeNotAllowed);
  });

  it('refuses more than 8000 px a side or 40 megapixels before decoding it', async () => {
    await expectRefused(imagePart(await testImage(8001, 10, 'png'), 'wide.png', 'image/png'), IMAGE_MESSAGES.imageTooManyPixels);
    await expectRefused(imagePart(await testImage(10, 8001, 'png'), 'tall.png', 'image/png'), IMAGE_MESSAGES.imageTooManyPixels);
    await expectRefused(imagePart(await testImage(7000, 6000, 'png'), 'huge.png', 'image/png'), IMAGE_MESSAGES.imageTooManyPixels);
  });

  it('refuses a damaged picture whose header looks right', async () => {
    const jpeg = await testImage(400, 300, 'jpeg');
    await expectRefused(imagePart(jpeg.subarray(0, 200)), IMAGE_MESSAGES.imageUnreadable);
    await expectRefused(imagePart(Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(500, 7)])), IMAGE_MESSAGES.imageUnreadable);
  });

  it('refuses two files, other parts and a JSON body; an empty file part is no picture', async () => {
    const jpeg = await testImage(40, 40, 'jpeg');
    await expectRefused(
      multipart([
        { name: 'image', data: jpeg, filename: 'a.jpg' },
        { name: 'image', data: jpeg, filename: 'b.jpg' },
      ]),
      IMAGE_MESSAGES.imageOneOnly,
    );
    const before = await f.counts();
    const other = await createWith(
      multipart([
        { name: 'photo', data: jpeg, filename: 'a.jpg' },
        { name: 'note', data: 'hi' },
      ]),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ photo: 'Unknown field', note: 'Unknown field' });
    const json = await ctx.request({ method: 'POST', url: withQuery('/api/menu', { name: 'A', price: 1 }), token: owner.token, payload: { name: 'B' } });
    expect(json.json()).toMatchObject({ status: 400, fields: { name: 'Unknown field' } });
    expect(await f.counts()).toEqual(before);
    const empty = await createWith(imagePart(Buffer.alloc(0), ''));
    expect(empty.statusCode).toBe(201);
    expect(empty.json<MenuItem>().imageId).toBeNull();
  });
});
