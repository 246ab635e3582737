import fc from 'fast-check';
import type { Operation, Parameter } from './openapi-document';
import { anyValue, exampleValue, invalidValue, validValue, type Schema } from './schema-arbitrary';

/** One request to send, before the caller's credentials are added. */
export interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  /** A JSON value, raw text with its content type, or nothing. */
  body?: { json: unknown } | { raw: string; contentType: string };
  /** Leave out the CSRF header (the double-submit check must refuse the call). */
  withoutCsrf?: boolean;
  /** What was broken on purpose, for the failure message. */
  mutation: string;
}

/** Path values that are not ids, though Number() would read some of them as one. */
const ODD_PATH_VALUES = ['0', '-1', '1e3', '0x10', '1.5', '99999999999', 'abc', 'null', 'true', '%20', '%00', '%E0%A4%A', '%zz'];
/** Sent as they are: already percent-encoded, or broken percent-encoding on purpose. */
const RAW_PATH_VALUES = new Set(ODD_PATH_VALUES.filter((value) => value.startsWith('%')));

function paramsRecord(params: Parameter[]): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(params.map((p) => [p.name, validValue(p.schema, 0, p.name)]));
  return fc.record(model, { requiredKeys: params.filter((p) => p.required).map((p) => p.name) }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A request the document allows (cross-field and strength rules aside). */
function validRequest(op: Operation): fc.Arbitrary<FuzzRequest> {
  const of = (where: Parameter['in']) => paramsRecord(op.parameters.filter((p) => p.in === where));
  const body: fc.Arbitrary<FuzzRequest['body']> =
    op.body?.contentType === 'application/json' ? validValue(op.body.schema).map((json) => ({ json })) : fc.constant(undefined);
  return fc.record({ path: of('path'), query: of('query'), headers: of('header'), body, mutation: fc.constant('none') }).map((r) => ({
    ...r,
    headers: Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)])),
  }));
}

/** The plainest request the document allows: required fields only, each with an example value. */
function minimalRequest(op: Operation): FuzzRequest {
  const of = (where: Parameter['in']) =>
    Object.fromEntries(op.parameters.filter((p) => p.in === where && p.required).map((p) => [p.name, exampleValue(p.schema, p.name)]));
  const headers = Object.fromEntries(Object.entries(of('header')).map(([k, v]) => [k, String(v)]));
  const body = op.body?.contentType === 'application/json' ? { json: exampleValue(op.body.schema) } : undefined;
  return { path: of('path'), query: of('query'), headers, body, mutation: 'none (minimal)' };
}

function pickOne<T>(items: T[]): fc.Arbitrary<T> | null {
  return items.length ? fc.constantFrom(...items) : null;
}

/** One way to break a valid request; each applies only where the operation has that part. */
function mutations(op: Operation, base: FuzzRequest): fc.Arbitrary<FuzzRequest>[] {
  const out: fc.Arbitrary<FuzzRequest>[] = [];
  const query = op.parameters.filter((p) => p.in === 'query');
  const path = op.parameters.filter((p) => p.in === 'path');
  out.push(fc.constant({ ...base, query: { ...base.query, fuzzUnknown: '1' }, mutation: 'unknown query parameter' }));
  const queryParam = pickOne(query);
  if (queryParam) {
    out.push(
      queryParam.chain((p) => invalidValue(p.schema).map((v) => ({ ...base, query: { ...base.query, [p.name]: v }, mutation: `query ${p.name} invalid` }))),
    );
  }
  const required = pickOne(query.filter((p) => p.required));
  if (required) out.push(required.map((p) => ({ ...base, query: withoutKey(base.query, p.name), mutation: `query ${p.name} missing` })));
  const pathParam = pickOne(path);
  if (pathParam) {
    out.push(
      fc
        .tuple(pathParam, fc.constantFrom(...ODD_PATH_VALUES))
        .map(([p, v]) => ({ ...base, path: { ...base.path, [p.name]: v }, mutation: `path ${p.name}=${v}` })),
    );
  }
  if (op.body?.contentType === 'application/json') out.push(...bodyMutations(op.body.schema, base));
  if (op.method !== 'GET') out.push(fc.constant({ ...base, withoutCsrf: true, mutation: 'no CSRF header' }));
  return out;
}

function bodyMutations(schema: Schema, base: FuzzRequest): fc.Arbitrary<FuzzRequest>[] {
  const json = base.body && 'json' in base.body && base.body.json && typeof base.body.json === 'object' ? (base.body.json as Record<string, unknown>) : {};
  const out: fc.Arbitrary<FuzzRequest>[] = [
    anyValue.map((v) => ({ ...base, body: { json: v }, mutation: 'body of another type' })),
    fc.constant({ ...base, body: { json: { ...json, fuzzUnknown: 1 } }, mutation: 'unknown body field' }),
    fc
      .constantFrom('{"a":', 'not json', '')
      .map((raw) => ({ ...base, body: { raw, contentType: 'application/json' }, mutation: `malformed JSON ${JSON.stringify(raw)}` })),
    fc.constant({ ...base, body: { raw: 'a=1', contentType: 'text/csv' }, mutation: 'unsupported content type' }),
  ];
  const field = pickOne(Object.entries(schema.properties ?? {}));
  if (field) {
    out.push(field.chain(([name, s]) => invalidValue(s).map((v) => ({ ...base, body: { json: { ...json, [name]: v } }, mutation: `body ${name} invalid` }))));
  }
  const required = pickOne(schema.required ?? []);
  if (required) out.push(required.map((name) => ({ ...base, body: { json: withoutKey(json, name) }, mutation: `body ${name} missing` })));
  return out;
}

function withoutKey(record: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}

/** Valid requests (half of them, the plainest one among them) and requests broken in one place. */
export function fuzzRequest(op: Operation): fc.Arbitrary<FuzzRequest> {
  const base = fc.oneof(fc.constant(minimalRequest(op)), validRequest(op));
  return base.chain((request) => fc.oneof(fc.constant(request), fc.oneof(...mutations(op, request))));
}

function queryText(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(queryText);
  if (value !== null && typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

/** The URL of a request: path values encoded, query values as text (arrays repeated). */
export function requestUrl(op: Operation, request: FuzzRequest): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = String(request.path[name]);
    return RAW_PATH_VALUES.has(value) ? value : encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) if (value !== undefined) for (const text of queryText(value)) search.append(name, text);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
