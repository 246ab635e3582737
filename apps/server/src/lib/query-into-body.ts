import type { FastifyRequest } from 'fastify';

/**
 * SPEC.md puts some body fields in the query (`?response=`, `?status=`); a JSON body may carry them
 * instead. Before validation, the query's values fill in what the body lacks, so the body's schema
 * decides either way, with one set of messages.
 */
export function queryIntoBody(keys: readonly string[]) {
  return async (request: FastifyRequest) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const fromQuery = Object.fromEntries(keys.filter((k) => query[k] !== undefined).map((k) => [k, query[k]]));
    const body = request.body;
    if (body === undefined || body === null) request.body = fromQuery;
    else if (typeof body === 'object' && !Array.isArray(body)) request.body = { ...fromQuery, ...body };
  };
}
