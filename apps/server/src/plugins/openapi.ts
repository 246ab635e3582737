import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../lib/constants';
import { documentRoute } from './openapi-route';

/**
 * OpenAPI generated from the routes' zod contracts: JSON at /api/docs/json, a local page at
 * /api/docs. Each operation also lists the errors it can answer with (openapi-errors.ts); the
 * contract-fuzz tier (src/openapi-fuzz) holds the app to this document.
 */
async function openapiPlugin(app: FastifyInstance) {
  const optionalBodies = new Set<string>();
  await app.register(swagger, {
    openapi: {
      info: { title: 'Forkly API', version: '1.0.0', description: 'Food ordering and delivery marketplace API.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => documentRoute(input, optionalBodies),
    // @fastify/swagger marks every request body required; an optional picture upload is not.
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      for (const [path, item] of Object.entries(openapiObject.paths ?? {})) {
        for (const [method, operation] of Object.entries(item ?? {}) as [string, { requestBody?: { required?: boolean } }][]) {
          if (optionalBodies.has(`${method.toUpperCase()} ${path}`) && operation.requestBody) operation.requestBody.required = false;
        }
      }
      return openapiObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });
}

export default fp(openapiPlugin, { name: 'openapi' });
