import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, imageQuerySchema } from '@forkly/contracts/schemas';
import { loadImage } from './images.service';

/** Pictures of restaurants, menus and extras (SPEC.md section 7: /load/image/{id} returns a blob). */
export async function imagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/load/image/:id',
    {
      schema: {
        tags: ['images'],
        description: 'The stored WebP; `w` (160, 320, 640 or 960) resizes it to that width. Cached for a year: an image never changes under its id.',
        params: idParamsSchema,
        querystring: imageQuerySchema,
      },
      // A page of cards asks for many pictures at once; they are cheap once cached.
      config: { rateLimit: { max: Math.max(2000, app.deps.config.rateLimitMax), timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { w } = request.query;
      // Loaded first: only a picture that exists is cacheable or "not modified".
      const image = await loadImage(app.deps, id, w);
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', image.etag);
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(image.etag)) return reply.code(304).send();
      return reply.type(image.mimeType).send(image.data);
    },
  );
}
