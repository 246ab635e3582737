import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, PICTURE_SIZES } from '@forkly/contracts';
import { images } from '../db/schema/index';
import { createRestaurant } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/helper';

/** A built web app as `npm run build` leaves it: hashed assets and pages, each with .br and .gz. */
function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'forkly-web-'));
  mkdirSync(path.join(root, 'assets'));
  const files: Record<string, string> = {
    'index.html': '<html lang="en"><body>landing en</body></html>',
    'index.de.html': '<html lang="de"><body>landing de</body></html>',
    'app.html': '<html><body>shell</body></html>',
    'assets/app-1234.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(root, name), text);
    writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(text));
  }
  return root;
}

let ctx: TestContext;
let root: string;

beforeAll(async () => {
  root = fakeBuild();
  ctx = await createTestContext({ env: { WEB_DIST: root }, serveWeb: true });
});
afterAll(async () => {
  await ctx.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('sends brotli or gzip as the browser accepts, and the plain file otherwise', async () => {
    const br = await ctx.request({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await ctx.request({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.request({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('compresses the pages too: the landing in the language of the locale cookie, the shell elsewhere', async () => {
    const landing = await ctx.request({ method: 'GET', url: '/', cookies: { locale: 'de' }, headers: { 'accept-encoding': 'br' } });
    expect(landing.headers['content-encoding']).toBe('br');
    expect(landing.headers['cache-control']).toBe('no-cache');
    const shell = await ctx.request({ method: 'GET', url: '/dashboard/orders', headers: { 'accept-encoding': 'identity' } });
    expect(shell.body).toContain('shell');
    const german = await ctx.request({ method: 'GET', url: '/', cookies: { locale: 'de' }, headers: { 'accept-encoding': 'identity' } });
    expect(german.body).toContain('landing de');
  });

  it('sends the document headers (CSP, HSTS, frame policy ...) with pages only; assets keep nosniff and same-origin', async () => {
    for (const url of ['/', '/details', '/index.html']) {
      const page = await ctx.request({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(page.headers['strict-transport-security'], url).toBeDefined();
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const asset = await ctx.request({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['strict-transport-security']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['referrer-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    const api = await ctx.request({ method: 'GET', url: '/api/csrf' });
    // An API answer keeps the headers a JSON answer needs, with a CSP that loads nothing (decision 032).
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['referrer-policy']).toBeUndefined();
  });

  it('hints the restaurant list and a menu what they will fetch first, for a chosen address only', async () => {
    const place = (await ctx.app.deps.geo.get().reverse(51.4336, 6.7652))!;
    const cookies = { 'av.add': place.placeId };
    const list = await ctx.request({ method: 'GET', url: '/details', cookies });
    expect(list.statusCode).toBe(200);
    const links = String(list.headers.link);
    expect(links).toContain(`</api/places/${encodeURIComponent(place.placeId)}>; rel=preload; as=fetch; crossorigin=use-credentials`);
    expect(links).toContain(`</api/paged-restaurants?limit=20&latitude=${place.location.latitude}&longitude=${place.location.longitude}>; rel=preload`);
    const menu = String((await ctx.request({ method: 'GET', url: '/details/menu/1', cookies })).headers.link);
    for (const url of ['/api/restaurant/menu/1', '/api/restaurant/extra/1', `/api/restaurant/1/overview?latitude=${place.location.latitude}`])
      expect(menu).toContain(`<${url}`);

    expect((await ctx.request({ method: 'GET', url: '/details' })).headers.link).toBeUndefined();
    expect((await ctx.request({ method: 'GET', url: '/auth', cookies })).headers.link).toBeUndefined();
    const unknown = await ctx.request({ method: 'GET', url: '/details', cookies: { 'av.add': 'nowhere:1' } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers.link).toBeUndefined();
  });

  it('preloads the first pictures with the srcset and sizes of their <img> (restaurant-card.tsx, menu-header.tsx)', async () => {
    const place = (await ctx.app.deps.geo.get().reverse(51.4336, 6.7652))!;
    const cookies = { 'av.add': place.placeId };
    const data = Buffer.from('not read: only the id is hinted');
    const [image] = await ctx.db.insert(images).values({ data, width: 640, height: 480, byteSize: data.length }).returning();
    const { restaurant } = await createRestaurant(ctx.db, { imageId: image!.id, offersDish: true });
    const url = (w: number) => `/api/load/image/${image!.id}?w=${w}`;
    // FoodImage's srcset for a picture shown at most 640 px wide: every served width up to 1280.
    const srcset = IMAGE_WIDTHS.map((w) => `${url(w)} ${w}w`).join(', ');
    expect(srcset).toContain(`${url(720)} 720w`);
    const hint = (sizes: string) => `<${url(640)}>; rel=preload; as=image; imagesrcset="${srcset}"; imagesizes="${sizes}"; fetchpriority=high`;
    const menu = String((await ctx.request({ method: 'GET', url: `/details/menu/${restaurant.id}`, cookies })).headers.link);
    expect(menu).toContain(hint(PICTURE_SIZES.menuHeader));
    const list = String((await ctx.request({ method: 'GET', url: '/details', cookies })).headers.link);
    expect(list).toContain(hint(PICTURE_SIZES.card));
  });

  it('answers unknown API paths with the JSON 404, not a page', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404 });
  });
});
