import { z } from 'zod';

/**
 * The response schema of a 204: the OpenAPI document then lists the status without a body
 * (fastify-type-provider-zod writes `z.undefined()` as `type: null`). Nothing is serialised.
 */
export const noContentSchema = z.undefined().describe('No content');
