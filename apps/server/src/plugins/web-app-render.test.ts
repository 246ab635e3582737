import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helper';
import { createOpenRestaurant } from '../../test/order-factories';
import { jsonInHtml } from './page-render';

const HOSTILE = `Pizza </script><script>alert(1)</script> & "Co" $' $&`;

/**
 * A build with a server entry beside it, as `npm run build` leaves it (apps/web/scripts/prerender.ts).
 * The entry stands in for React's renderToString: it escapes what it writes, as React does, and
 * shows what it was given; `fail` in the address cookie makes it throw.
 */
function fakeBuildWithServerEntry(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'forkly-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'app.html'), '<html><body>shell</body></html>');
  writeFileSync(path.join(root, 'index.html'), '<html><body>landing</body></html>');
  const ssr = `${root}-ssr`;
  mkdirSync(ssr);
  writeFileSync(
    path.join(ssr, 'page.html'),
    '<!doctype html>\n<html lang="en"><head><template id="app-scripts"><script type="module" src="/assets/app.js"></script></template></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(ssr, 'entry-prerender.js'),
    `export const PRERENDER_LANGUAGES = ['en', 'de', 'fi'];
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function renderPage(url, lng, cookies, data) {
  if (cookies['x-fail']) throw new Error('render failed');
  const names = (data.list?.results ?? []).map((r) => '<h2>' + escape(r.name) + '</h2>').join('');
  const menu = data.menu ? '<h1>' + escape(data.menu.overview.name) + '</h1><p>' + data.menu.menus.length + ' dishes</p>' : '';
  return '<main data-url="' + escape(url) + '" data-lng="' + lng + '">' + names + menu + '</main>';
}
`,
  );
  return root;
}

let ctx: TestContext;
let root: string;
let restaurantId: number;
let placeId: string;

beforeAll(async () => {
  root = fakeBuildWithServerEntry();
  ctx = await createTestContext({ env: { WEB_DIST: root }, serveWeb: true });
  const { restaurant } = await createOpenRestaurant(ctx.app.deps.db, { name: HOSTILE });
  restaurantId = restaurant.id;
  placeId = (await ctx.app.deps.geo.get().reverse(51.4336, 6.7652))!.placeId;
});
afterAll(async () => {
  await ctx.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(`${root}-ssr`, { recursive: true, force: true });
});

const page = (url: string, cookies: Record<string, string>, encoding = 'identity') =>
  ctx.request({ method: 'GET', url, cookies, headers: { 'accept-encoding': encoding } });

describe('the restaurant list and a menu rendered on the server', () => {
  it('renders the list with its data, partner names escaped in the markup and in the data block', async () => {
    const res = await page('/details', { 'av.add': placeId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<main data-url="/details" data-lng="en">');
    // `$'` and `$&` arrive as written: no replacement pattern of String.replace ran on them.
    expect(res.body).toContain('<h2>Pizza &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Co&#34; $&#39; $&#38;</h2>');
    // The only script tags are the frame's own and the data block: the name never closes it.
    expect(res.body.match(/<script/g)).toHaveLength(2);
    const block = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(res.body);
    expect(block).not.toBeNull();
    const data = JSON.parse(block![1]!) as { placeId: string; list: { results: { name: string }[] } };
    expect(data.placeId).toBe(placeId);
    expect(data.list.results.map((r) => r.name)).toContain(HOSTILE);
  });

  it('keeps the page headers (CSP, HSTS, frames), is private to the visitor, and hints only the pictures', async () => {
    const res = await page('/details', { 'av.add': placeId }, 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<main data-url="/details"');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary)).toContain('Cookie');
    expect(String(res.headers.link ?? '')).not.toContain('as=fetch');
    expect(String(res.headers.link ?? '')).not.toContain('as=script');
  });

  it('renders a menu in the language of the locale cookie, with the dishes and extras it needs', async () => {
    const res = await page(`/details/menu/${restaurantId}`, { 'av.add': placeId, locale: 'de' });
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain(`data-lng="de"`);
    expect(res.body).toContain('<p>2 dishes</p>');
    expect(res.body).toContain('id="page-data"');
    const english = await page(`/details/menu/${restaurantId}`, { 'av.add': placeId, locale: 'xx' });
    expect(english.body).toContain('<html lang="en">');
  });

  it('sends the plain shell without an address, for an unknown place or restaurant, with filters, when logged in, or when rendering fails', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/details', {}],
      ['/details', { 'av.add': 'nowhere:1' }],
      ['/details/menu/999999', { 'av.add': placeId }],
      ['/details?q=pizza', { 'av.add': placeId }],
      ['/details', { 'av.add': placeId, logged_in: 'true' }],
      ['/details', { 'av.add': placeId, 'x-fail': '1' }],
      ['/auth', { 'av.add': placeId }],
    ];
    for (const [url, cookies] of cases) {
      const res = await page(url, cookies);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, `${url} ${JSON.stringify(cookies)}`).toContain('shell');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });
});

describe('jsonInHtml', () => {
  it('cannot end a script element or open a comment, and reads back the same', () => {
    const value = { name: '</script><!-- & \u2028' };
    const text = jsonInHtml(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
