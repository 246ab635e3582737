import type { z } from 'zod';
import type { Role } from './schemas/roles';
import type * as Schemas from './schemas/index';

/** Who may call an endpoint: anyone, any logged-in account, or the listed roles (SPEC.md sections 2 and 6). */
export type Access = 'public' | 'authenticated' | readonly Role[];

type SchemaModule = typeof Schemas;

/** The export name of a zod schema in `@forkly/contracts/schemas`. */
export type SchemaName = { [K in keyof SchemaModule]: SchemaModule[K] extends z.ZodType ? K : never }[keyof SchemaModule];

/** What a successful call answers: its status, and the schema of its JSON body (null: no body). */
export interface EndpointAnswer {
  /** 303: a redirect (the demo payment page's forms send the browser back to the app). */
  status: 200 | 201 | 202 | 204 | 303;
  schema: SchemaName | null;
  /** Not JSON: an HTML page, an event stream, a picture, Prometheus text. */
  mediaType?: 'text/html' | 'text/event-stream' | 'image/webp' | 'text/plain' | 'application/geo+json';
}

/**
 * One API call, defined once: the server registers its route, declares its access and documents
 * it from this; the web app's fetcher calls it by it. Schemas are named, not imported, so this
 * module and every endpoint file stay free of zod (the web's first load imports them).
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under /api, path parameters as `:name` (SPEC.md section 7's paths). */
  path: string;
  access: Access;
  /** The feature, as the OpenAPI document groups operations. */
  tag: string;
  description?: string;
  params?: SchemaName;
  query?: SchemaName;
  body?: SchemaName;
  /** A multipart/form-data body instead of JSON (a picture upload); `body` then names its fields. */
  multipart?: boolean;
  /**
   * Body fields SPEC.md spells as query parameters (`?response=`): a query value fills in what the
   * body lacks, then the body's schema decides, so both ways get one set of messages.
   */
  queryIntoBody?: readonly string[];
  headers?: SchemaName;
  answer: EndpointAnswer;
}

/** Keeps the literal types of a definition, so callers and handlers are typed by its schemas. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Schema<N> = N extends SchemaName ? SchemaModule[N] : never;
/** What a schema accepts (the client's side of a request, the server's side of an answer). */
export type SchemaInput<N> = N extends SchemaName ? z.input<Schema<N>> : undefined;
/** What a schema gives after parsing (the server's side of a request, the client's of an answer). */
export type SchemaOutput<N> = N extends SchemaName ? z.output<Schema<N>> : undefined;

/** What the web app sends to call the endpoint. */
export type EndpointInput<E extends Endpoint> = DropUndefined<{
  params: SchemaInput<E['params']>;
  query: QueryInput<SchemaInput<E['query']>>;
  /** A multipart body's parts are all optional (a picture upload without a picture sends none). */
  body: E['multipart'] extends true ? FormData | undefined : SchemaInput<E['body']>;
  headers: SchemaInput<E['headers']>;
}>;

/**
 * A query travels as text, so where its schema reads a plain string (and converts it: a number, a
 * `true`), the client may give the number or the boolean; the URL carries it as its string.
 */
type QueryInput<T> = T extends object ? { [K in keyof T]: string extends Exclude<T[K], undefined> ? T[K] | number | boolean : T[K] } : T;

/** The body of a successful answer, as the client reads it. */
export type EndpointResult<E extends Endpoint> = SchemaOutput<E['answer']['schema']>;

/** An object type whose every field is optional: `{}` is a value of it. */
type AllOptional<T> = Record<never, never> extends T ? true : false;

/** Parts the endpoint does not have are left out; parts that may be empty (all fields optional) are optional. */
type DropUndefined<T> = { [K in keyof T as T[K] extends undefined ? never : AllOptional<T[K]> extends true ? never : K]: T[K] } & {
  [K in keyof T as T[K] extends undefined ? never : AllOptional<T[K]> extends true ? K : never]?: T[K];
};

/** `/order/:id/rating` with `{ id: 7 }` is `/order/7/rating`. */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `METHOD /path` as the access table and the OpenAPI errors know a route. */
export function endpointKey(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}
