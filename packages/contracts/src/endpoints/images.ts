import { defineEndpoint } from '../endpoint';

/** Pictures of restaurants, menus and extras (SPEC.md section 7: /load/image/{id} returns a blob). */
export const loadImage = defineEndpoint({
  method: 'GET',
  path: '/load/image/:id',
  access: 'public',
  tag: 'images',
  description: 'The stored WebP; `w` (160, 320, 640, 720 or 960) resizes it to that width. Cached for a year: an image never changes under its id.',
  params: 'idParamsSchema',
  query: 'imageQuerySchema',
  answer: { status: 200, schema: null, mediaType: 'image/webp' },
});
