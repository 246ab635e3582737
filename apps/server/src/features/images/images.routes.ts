import type { FastifyInstance } from 'fastify';
import { imagesEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { loadImage } from './images.service';

/** Pictures of restaurants, menus and extras (SPEC.md section 7: /load/image/{id} returns a blob). */
export async function imagesRoutes(app: FastifyInstance) {
  registerEndpoint(
    app,
    imagesEndpoints.loadImage,
    async (request, reply) => {
      // Loaded first: only a picture that exists is cacheable or "not modified".
      const image = await loadImage(app.deps, { id: request.params.id, width: request.query.w });
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', image.etag);
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(image.etag)) return reply.code(304).send();
      return reply.type(image.mimeType).send(image.data);
    },
    // A page of cards asks for many pictures at once; they are cheap once cached.
    { config: { rateLimit: { max: Math.max(2000, app.deps.config.rateLimitMax), timeWindow: '1 minute' } } },
  );
}
