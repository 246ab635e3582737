import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from './openapi-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads a multipart/form-data body (documentation only): `file` names its one file
     * part; `bodyFields` says the JSON body's fields may come as form fields instead.
     */
    multipart?: { file?: string; bodyFields?: boolean };
  }
}

type JsonSchema = Record<string, unknown> & { type?: string; properties?: Record<string, JsonSchema> };
type TransformInput = Parameters<SwaggerTransform>[0];

const WIRE_TYPES = new Set(['integer', 'number', 'boolean']);

/**
 * Query values are strings on the wire, so a query field that is parsed from a string (page,
 * latitude, a yes/no flag) documents only "string" on its input side. Such a field is documented
 * by what it is parsed into instead, with its bounds (`page`: integer, minimum 1), as OpenAPI
 * describes query parameters.
 */
function typeQueryFields(documented: JsonSchema, query: z.ZodType): void {
  const parsed = z.toJSONSchema(query, { io: 'output', target: 'openapi-3.0', unrepresentable: 'any' }) as JsonSchema;
  for (const [name, input] of Object.entries(documented.properties ?? {})) {
    const output = parsed.properties?.[name];
    if (input.type !== 'string' || input.enum || input.format || !output?.type || !WIRE_TYPES.has(output.type)) continue;
    const { default: fallback, description } = input;
    documented.properties![name] = { ...output, ...(fallback !== undefined ? { default: fallback } : {}), ...(description ? { description } : {}) };
  }
}

/** A JSON body's fields as form fields: objects and arrays travel as JSON text. */
function asFormFields(body: JsonSchema): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(body.properties ?? {}).map(([name, field]) =>
      field.type === 'object' || field.type === 'array' ? [name, { type: 'string', description: 'JSON text' }] : [name, field],
    ),
  );
  return { ...body, properties };
}

/**
 * OpenAPI 3.0 lets `nullable` widen only `type`: an enum that may be null must list null itself
 * (a nullable order status, say), or a validator refuses the null the API sends.
 */
function listNullInEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(listNullInEnums);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  for (const [key, child] of Object.entries(schema)) if (key !== 'enum' && key !== 'default') listNullInEnums(child);
}

type Responses = Record<string, Record<string, unknown>>;

/** A response in @fastify/swagger's content form ({description, content}), whatever form it came in. */
function contentForm(response: Record<string, unknown>): Record<string, unknown> {
  if (response.content) return response;
  const { description, ...schema } = response;
  return { description, content: { 'application/json': { schema } } };
}

/**
 * The route's own responses over the error ones; where both have a status (an HTML page's 400 and
 * the validation 400), its media types are merged. A route that declares no success keeps
 * @fastify/swagger's default 200.
 */
function withErrors(declared: Responses | undefined, errors: Responses): Responses {
  const merged: Responses = { ...errors };
  for (const [status, response] of Object.entries(declared ?? {})) {
    const error = merged[status];
    merged[status] = error ? { ...error, content: { ...(error.content as object), ...(contentForm(response).content as object) } } : response;
  }
  if (!Object.keys(declared ?? {}).some((status) => status.startsWith('2') || status.startsWith('3')))
    merged['200'] = { description: 'Default Response', type: 'null' };
  return merged;
}

export function openapiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The OpenAPI of one route: the zod contracts (fastify-type-provider-zod), query fields typed,
 * multipart bodies, and every error the route can answer with (openapi-errors.ts). Routes whose
 * body is only an optional multipart file are collected in `optionalBodies` ("METHOD /path").
 */
export function documentRoute(input: TransformInput, optionalBodies: Set<string>) {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return result;
  const source = (input.schema ?? {}) as Record<string, unknown>;
  const { route } = input;
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();

  if (source.querystring instanceof z.ZodType && schema.querystring) typeQueryFields(schema.querystring as JsonSchema, source.querystring);

  const multipart = route.config?.multipart;
  if (multipart?.bodyFields && schema.body) {
    const body = schema.body as JsonSchema;
    schema.body = { content: { 'application/json': { schema: body }, 'multipart/form-data': { schema: asFormFields(body) } } };
  } else if (multipart?.file && !schema.body) {
    const form = { type: 'object', additionalProperties: false, properties: { [multipart.file]: { type: 'string', format: 'binary' } } };
    schema.body = { content: { 'multipart/form-data': { schema: form } } };
    optionalBodies.add(`${method} ${openapiPath(input.url)}`);
  }

  const hasInput = ['params', 'querystring', 'headers', 'body'].some((key) => source[key] !== undefined) || !!multipart;
  const errors = errorResponses({
    method,
    access: route.config?.access,
    csrf: route.config?.csrf !== false,
    hasInput,
    multipart: !!multipart,
    tag: Array.isArray(source.tags) ? (source.tags[0] as string) : undefined,
  });
  schema.response = withErrors(schema.response as Responses | undefined, errors as Responses);
  listNullInEnums(schema);
  return result;
}
