import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Schema } from './schema-arbitrary';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** The document's path, `/api/user/{id}`. */
  path: string;
  /** The route's key in ROUTE_ACCESS, `GET /user/:id`. */
  accessKey: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: Schema; required: boolean };
  /** Status -> media type -> the schema of its body; no media types when it documents no body. */
  responses: Map<string, Record<string, Schema>>;
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
        responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
      }
    >
  >;
}

/** Every operation of the app's own OpenAPI document. */
export function readOperations(document: Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const content = operation.requestBody?.content ?? {};
      const contentType = Object.keys(content).find((type) => type === 'application/json') ?? Object.keys(content)[0];
      const responses = new Map<string, Record<string, Schema>>();
      for (const [status, response] of Object.entries(operation.responses)) {
        responses.set(status, Object.fromEntries(Object.entries(response.content ?? {}).map(([type, media]) => [type, media.schema])));
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        accessKey: `${method.toUpperCase()} ${path.replace(/^\/api/, '').replace(/\{([^}]+)\}/g, ':$1')}`,
        parameters: operation.parameters ?? [],
        body: contentType ? { contentType, schema: content[contentType]!.schema, required: operation.requestBody?.required ?? false } : undefined,
        responses,
      });
    }
  }
  return operations;
}

/** OpenAPI 3.0 spells exclusive bounds as booleans beside minimum/maximum; JSON Schema as numbers. */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (!value || typeof value !== 'object') return value;
  const schema = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, key === 'enum' || key === 'default' ? child : toJsonSchema(child)]),
  ) as Record<string, unknown>;
  if (schema.exclusiveMinimum === true) [schema.exclusiveMinimum, schema.minimum] = [schema.minimum, undefined];
  if (schema.exclusiveMaximum === true) [schema.exclusiveMaximum, schema.maximum] = [schema.maximum, undefined];
  if (schema.exclusiveMinimum === false) delete schema.exclusiveMinimum;
  if (schema.exclusiveMaximum === false) delete schema.exclusiveMaximum;
  for (const key of ['minimum', 'maximum']) if (schema[key] === undefined) delete schema[key];
  return schema;
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Holds every answer to the document: a documented status, and a body inside its schema. */
export class ResponseChecker {
  private readonly ajv = addFormats(new Ajv({ allErrors: false, strict: false }));
  private readonly compiled = new Map<Schema, ValidateFunction>();

  /** Why the answer breaks the document, or null when it keeps to it. */
  problem(operation: Operation, answer: Answer): string | null {
    if (answer.statusCode >= 500) return `server error ${answer.statusCode}: ${answer.body.slice(0, 300)}`;
    const status = String(answer.statusCode);
    if (!operation.responses.has(status)) {
      return `undocumented status ${status} (documented: ${[...operation.responses.keys()].join(', ')}): ${answer.body.slice(0, 300)}`;
    }
    const documented = operation.responses.get(status)!;
    if (!Object.keys(documented).length) return null;
    const type = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const schema = documented[type];
    if (!schema) return `status ${status} answered ${type || 'no content type'}, documented: ${Object.keys(documented).join(', ')}`;
    if (type !== 'application/json') return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `status ${status}: the body is not JSON: ${answer.body.slice(0, 200)}`;
    }
    let validate = this.compiled.get(schema);
    if (!validate) this.compiled.set(schema, (validate = this.ajv.compile(toJsonSchema(schema) as object)));
    if (validate(body)) return null;
    return `status ${status}: body outside its schema (${this.ajv.errorsText(validate.errors)}): ${answer.body.slice(0, 300)}`;
  }
}
