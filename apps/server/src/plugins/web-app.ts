import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { API_PREFIX } from '../lib/constants';
import { pageRenderer, sendPage } from './page-render';
import { routePreloads } from './route-preloads';
import { routeScripts } from './route-scripts';

/** Set by the app at login, removed at logout (apps/web/src/lib/session.ts). */
const LOGGED_IN_COOKIE = 'logged_in';

/**
 * Serves the built React app and answers unknown non-API paths with index.html, so the client
 * router handles deep links; unknown API paths get the JSON 404.
 */
async function webAppPlugin(app: FastifyInstance, options: { root: string | undefined }) {
  const root = options.root && existsSync(path.join(options.root, 'index.html')) ? options.root : undefined;
  if (root) {
    // Helmet's headers (CSP, HSTS, frame and referrer policies ...) govern documents; on a script,
    // style, font or picture they are ~700 bytes of every response a phone waits for (issue 11).
    // Static files other than pages skip them and keep what guards a subresource (setHeaders).
    app.addHook('onRoute', (route) => {
      const file = (route.config as { file?: unknown } | undefined)?.file;
      if (typeof file === 'string' && !file.endsWith('.html')) route.config = { ...route.config, helmet: { skipRoute: true } } as typeof route.config;
    });
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/scripts/compress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (!filePath.endsWith('.html')) {
          res.header('X-Content-Type-Options', 'nosniff');
          res.header('Cross-Origin-Resource-Policy', 'same-origin');
        }
        // Hashed assets never change; index.html must always be fresh.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const scripts = root ? routeScripts(root) : undefined;
  const render = root && scripts ? pageRenderer(root, scripts) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith(API_PREFIX) || !root || !scripts || (request.method !== 'GET' && request.method !== 'HEAD')) throw new AppError('notFound');
    const pathname = request.url.split('?')[0]!;
    // Rendered on the server: the list and a menu, without filters in the address, for a visitor
    // who is not logged in (a logged-in one's first screen depends on the account, read in the browser).
    const rendered = render && request.method === 'GET' && !request.url.includes('?') && !request.cookies[LOGGED_IN_COOKIE];
    const hints = await routePreloads(app, request, pathname, scripts, !!rendered).catch(() => ({ links: [], pictures: [], answers: undefined }));
    if (rendered && hints.answers) {
      const html = await render(request, pathname, hints.answers).catch((error: unknown) => {
        request.log.warn({ err: error }, 'rendering the page failed: the shell goes instead');
        return undefined;
      });
      if (html) {
        // The page holds its data already, and its code loads once it is painted: only pictures are hinted.
        if (hints.pictures.length) reply.header('Link', hints.pictures.join(', '));
        return sendPage(request, reply, html);
      }
    }
    if (hints.links.length) reply.header('Link', hints.links.join(', '));
    // cacheControl: false keeps our no-cache instead of the static plugin's default max-age.
    return reply.header('Cache-Control', 'no-cache').sendFile(pageFor(root, pathname, request.cookies.locale), root, { cacheControl: false });
  });
}

/**
 * The landing page is prerendered per language (index.<lng>.html, chosen by the 'locale' cookie);
 * every other path gets the empty shell app.html, which the client renders.
 */
function pageFor(root: string, pathname: string, locale: string | undefined): string {
  if (pathname === '/') {
    const localized = `index.${locale}.html`;
    return locale && /^[a-z]{2}$/.test(locale) && existsSync(path.join(root, localized)) ? localized : 'index.html';
  }
  return existsSync(path.join(root, 'app.html')) ? 'app.html' : 'index.html';
}

export default fp(webAppPlugin, { name: 'web-app' });
