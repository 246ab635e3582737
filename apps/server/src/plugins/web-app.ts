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
      setHeaders: (res, filePath) => {
        // Hashed assets never change; index.html must always be fresh.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_PREFIX) || !root || request.method !== 'GET') throw new AppError('notFound');
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', root);
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
