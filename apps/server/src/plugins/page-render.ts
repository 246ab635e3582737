import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageAnswers } from './route-preloads';
import type { RouteScripts } from './route-scripts';

/** What the web build's server entry offers (apps/web/src/entry-prerender.tsx). */
interface ServerEntry {
  PRERENDER_LANGUAGES: readonly string[];
  renderPage(url: string, lng: string, cookies: Record<string, string | undefined>, data: PageAnswers): Promise<string>;
}

const ROOT = '<div id="root"></div>';
/** Where the app's own tags wait until the page is painted (apps/web/src/landing-boot.ts). */
const TEMPLATE_END = '</template>';

/**
 * Renders the restaurant list and a menu on the server (issue 11, decision 031), so a phone
 * paints them, pictures included, before the app's code has arrived and run. The web build leaves
 * its server entry and the page's frame in `<dist>-ssr` (apps/web/scripts/prerender.ts); without
 * them there is no renderer, and every page stays the client-rendered shell.
 */
export function pageRenderer(root: string, scripts: RouteScripts) {
  const dir = `${path.resolve(root)}-ssr`;
  const entryFile = path.join(dir, 'entry-prerender.js');
  const frameFile = path.join(dir, 'page.html');
  if (!existsSync(entryFile) || !existsSync(frameFile)) return undefined;
  const frame = readFileSync(frameFile, 'utf8');
  if (!frame.includes(ROOT) || !frame.includes(TEMPLATE_END) || !frame.includes('<html lang="en">')) return undefined;
  let entry: Promise<ServerEntry> | undefined;

  /** The page's HTML; throws on any failure, and the caller sends the shell instead. */
  return async function renderPage(request: FastifyRequest, pathname: string, answers: PageAnswers): Promise<string> {
    entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
    const server = await entry;
    const locale = request.cookies.locale;
    const lng = locale && server.PRERENDER_LANGUAGES.includes(locale) ? locale : 'en';
    const markup = await server.renderPage(pathname, lng, request.cookies, answers);
    // The page's CSP allows no inline script: rendered markup must never hold one.
    if (/<script/i.test(markup)) throw new Error('rendered markup holds a script');
    // Once the page is painted, the app's code loads at once, not one chunk after another.
    const preloads = scripts
      .files(answers.menu ? 'menu' : 'list', lng)
      .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`)
      .join('');
    // Replacer functions: a replacement string would read `$&` and `$'` in partner-supplied text.
    return frame
      .replace('<html lang="en">', () => `<html lang="${lng}">`)
      .replace(TEMPLATE_END, () => `${preloads}${TEMPLATE_END}`)
      .replace(ROOT, () => `<div id="root">${markup}</div>\n    <script type="application/json" id="page-data">${jsonInHtml(answers)}</script>`);
  };
}

export type PageRenderer = NonNullable<ReturnType<typeof pageRenderer>>;

/**
 * JSON inside <script type="application/json">: the browser never runs it (so the CSP need not
 * allow it), but `</script>` or `<!--` in a name would end the block early. Escaped as JSON
 * escapes, JSON.parse reads the same text back.
 */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A rendered page, compressed as the browser accepts (the static pages are compressed at build). */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .type('text/html; charset=utf-8')
    // Made for this visitor's address and language: no shared cache may keep it.
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Cookie, Accept-Encoding');
  if (/\bbr\b/.test(accepts)) {
    return reply.header('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
