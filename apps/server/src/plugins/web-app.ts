import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { API_PREFIX } from '../lib/constants';

/**
 * Serves the built React app and answers unknown non-API paths with index.html, so the client
 * router handles deep links; unknown API paths get the JSON 404.
 */
async function webAppPlugin(app: FastifyInstance, options: { root: string | undefined }) {
  const root = options.root && existsSync(path.join(options.root, 'index.html')) ? options.root : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/scripts/compress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed assets never change; index.html must always be fresh.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_PREFIX) || !root || (request.method !== 'GET' && request.method !== 'HEAD')) throw new AppError('notFound');
    // cacheControl: false keeps our no-cache instead of the static plugin's default max-age.
    return reply.header('Cache-Control', 'no-cache').sendFile(pageFor(root, request.url, request.cookies.locale), root, { cacheControl: false });
  });
}

/**
 * The landing page is prerendered per language (index.<lng>.html, chosen by the 'locale' cookie);
 * every other path gets the empty shell app.html, which the client renders.
 */
function pageFor(root: string, url: string, locale: string | undefined): string {
  const pathname = url.split('?')[0];
  if (pathname === '/') {
    const localized = `index.${locale}.html`;
    return locale && /^[a-z]{2}$/.test(locale) && existsSync(path.join(root, localized)) ? localized : 'index.html';
  }
  return existsSync(path.join(root, 'app.html')) ? 'app.html' : 'index.html';
}

export default fp(webAppPlugin, { name: 'web-app' });
