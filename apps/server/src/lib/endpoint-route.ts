import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, SchemaInput, SchemaName, SchemaOutput } from '@forkly/contracts';
import * as schemas from '@forkly/contracts/schemas';
import { noContentSchema } from './no-content';
import { queryIntoBody } from './query-into-body';

/** The request as the handler sees it: every part parsed by the endpoint's schemas. */
export interface EndpointRequest<E extends Endpoint> {
  Params: SchemaOutput<E['params']>;
  Querystring: SchemaOutput<E['query']>;
  Body: SchemaOutput<E['body']>;
  Headers: SchemaOutput<E['headers']>;
}

/** What the handler gives back: the answer's body (serialised by its schema), nothing for a 204, or the reply it sent itself. */
export type EndpointAnswerBody<E extends Endpoint> = E['answer']['schema'] extends SchemaName ? SchemaInput<E['answer']['schema']> : void;

export type EndpointHandler<E extends Endpoint> = (
  request: FastifyRequest<EndpointRequest<E>>,
  reply: FastifyReply,
) => Promise<EndpointAnswerBody<E> | FastifyReply> | EndpointAnswerBody<E> | FastifyReply;

/** What only the server knows about a route: rate limits, CSRF, documentation details. */
export interface EndpointRouteOptions {
  config?: FastifyContextConfig;
  /** More of the OpenAPI schema (e.g. `hide`, a non-JSON answer's description). */
  schema?: FastifySchema & { hide?: boolean };
  /** Reshapes the request before validation (e.g. multipart fields read into the body its schema checks). */
  preValidation?: (request: FastifyRequest) => Promise<void>;
}

/** Fastify and the OpenAPI generator read a present key as a declared part, even when undefined. */
function withoutEmpty<T extends object>(schema: T): T {
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as T;
}

/** The contract's query-into-body step, then the route's own, each only when there is one. */
function preValidationOf(endpoint: Endpoint, options: EndpointRouteOptions) {
  const steps = [endpoint.queryIntoBody ? queryIntoBody(endpoint.queryIntoBody) : undefined, options.preValidation].filter((step) => step !== undefined);
  return steps.length ? { preValidation: steps } : {};
}

const byName = schemas as unknown as Record<SchemaName, z.ZodType>;
const schemaOf = (name: SchemaName | undefined) => (name === undefined ? undefined : byName[name]);

/**
 * Hands Fastify what the handler returned. A promise goes on as an async handler's would; an answer
 * ready at once (a cached read) is sent here, with no promise and no extra tick (decision 032); a
 * handler that throws is answered by Fastify's own catch, as its rejection would have been.
 */
function answerWith(reply: FastifyReply, result: unknown): unknown {
  if (result === reply) return undefined; // it sent the reply itself
  if (typeof (result as PromiseLike<unknown> | undefined)?.then === 'function') return result;
  reply.send(result);
  return undefined;
}

/**
 * Registers the route of an endpoint of `@forkly/contracts` (STYLE.md 1): its method, path,
 * access, validation, status and documentation all come from the one definition, so the handler
 * only reads the parsed request and returns the domain value.
 */
export function registerEndpoint<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const { answer } = endpoint;
  const response = answer.mediaType ? undefined : { [answer.status]: answer.schema === null ? noContentSchema : byName[answer.schema] };
  app.route<EndpointRequest<E>>({
    method: endpoint.method,
    url: endpoint.path,
    schema: withoutEmpty({
      tags: [endpoint.tag],
      description: endpoint.description,
      security: endpoint.access === 'public' ? undefined : [{ bearer: [] }],
      params: schemaOf(endpoint.params),
      querystring: schemaOf(endpoint.query),
      // A multipart body is read by the route itself (@fastify/multipart), then parsed by `body`.
      body: endpoint.multipart ? undefined : schemaOf(endpoint.body),
      headers: schemaOf(endpoint.headers),
      response,
      ...options.schema,
    }),
    // An answer that is not a page (JSON, a stream, a picture) gets the security headers such an
    // answer needs, not a document's (plugins/security-headers.ts).
    config: answer.mediaType === 'text/html' ? options.config : { ...options.config, helmet: { api: true, ...options.config?.helmet } },
    ...preValidationOf(endpoint, options),
    handler: (request, reply) => {
      // Before the handler runs, so a handler that picks another code keeps it.
      reply.code(answer.status);
      return answerWith(reply, handler(request, reply));
    },
  });
}
