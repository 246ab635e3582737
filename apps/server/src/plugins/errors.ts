import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_CATALOGUE,
  VALIDATION_MESSAGES,
  formatMessage,
  isValidationMessageKey,
  type ApiErrorBody,
  type ErrorCode,
  type RefusedItem,
} from '@forkly/contracts';
import { AppError } from '../lib/app-error';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns zod issues into `field -> English message`, the shared catalogue's wording. */
export function issuesToFields(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const basePath = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of (issue.params?.keys as string[] | undefined) ?? []) {
        fields[basePath ? `${basePath}.${key}` : key] ??= VALIDATION_MESSAGES.unknownField;
      }
      continue;
    }
    const field = basePath || '_';
    fields[field] ??= describeIssue(issue, field);
  }
  return fields;
}

function describeIssue(issue: ValidationIssue, field: string): string {
  const message = issue.message ?? '';
  if (isValidationMessageKey(message)) {
    const params = { path: field, min: String(issue.params?.minimum ?? ''), max: String(issue.params?.maximum ?? '') };
    return formatMessage(VALIDATION_MESSAGES[message], params);
  }
  if (issue.keyword === 'invalid_type' && /received undefined/.test(message)) {
    return formatMessage(VALIDATION_MESSAGES.fieldRequired, { path: field });
  }
  if (issue.keyword === 'too_small' && issue.params?.origin === 'string') {
    return formatMessage(VALIDATION_MESSAGES.tooShort, { min: String(issue.params.minimum) });
  }
  if (issue.keyword === 'too_big' && issue.params?.origin === 'string') {
    return formatMessage(VALIDATION_MESSAGES.tooLong, { max: String(issue.params.maximum) });
  }
  if (issue.keyword === 'too_small' && issue.params?.origin === 'number') {
    return formatMessage(VALIDATION_MESSAGES.tooSmall, { min: String(issue.params.minimum) });
  }
  if (issue.keyword === 'too_big' && issue.params?.origin === 'number') {
    return formatMessage(VALIDATION_MESSAGES.tooLong, { max: String(issue.params.maximum) });
  }
  return VALIDATION_MESSAGES.invalidValue;
}

function dataExceptionCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return e.code;
  }
  return undefined;
}

function send(reply: FastifyReply, code: ErrorCode | string, status: number, message: string, fields?: Record<string, string>, items?: RefusedItem[]) {
  const body: ApiErrorBody = { status, errorCode: code, message, ...(fields ? { fields } : {}), ...(items ? { items } : {}) };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function fromCatalogue(reply: FastifyReply, code: ErrorCode, fields?: Record<string, string>) {
  const entry = ERROR_CATALOGUE[code];
  return send(reply, code, entry.status, entry.message, fields);
}

/**
 * Fastify's own refusals before any route is found (a URL whose percent-encoding is broken) get
 * the same error shape: Fastify's option `frameworkErrors`.
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return fromCatalogue(reply, 'badRequest');
}

/**
 * One error shape for every failure (DESIGN.md section 3). Nothing internal — stack, SQL, driver
 * text — ever reaches a client; unexpected errors are logged and answered with a plain 500.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return send(reply, error.errorCode, error.status, error.message, error.fields, error.items);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return fromCatalogue(reply, 'validationFailed', issuesToFields(error.validation as ValidationIssue[]));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
        return fromCatalogue(reply, 'payloadTooLarge');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 'badRequest', 415, 'This content type is not supported');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return fromCatalogue(reply, 'badRequest');
    }
    // Data the database refuses as such (SQLSTATE class 22: a NUL byte in text, a number out of
    // range) is bad input, not a server fault.
    if (dataExceptionCode(error)) return fromCatalogue(reply, 'badRequest');
    const status = error.statusCode ?? 500;
    if (status === 429) return fromCatalogue(reply, 'tooManyRequests');
    if (status >= 400 && status < 500) {
      const body = error.message?.startsWith('Unexpected') || error.name === 'SyntaxError' ? ERROR_CATALOGUE.badRequest.message : error.message;
      return send(reply, 'badRequest', status, body || ERROR_CATALOGUE.badRequest.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return fromCatalogue(reply, 'internalError');
  });
}

export default fp(errorsPlugin, { name: 'errors' });
