import { defineEndpoint } from '../endpoint';

/**
 * Operational endpoints (issue 11, docs/deploy.md): the CSRF cookie, liveness and readiness. The
 * server keeps them out of the API documentation.
 */
const tag = 'health';

/** Any first answer sets the XSRF-TOKEN cookie; this one exists for a tab that has none yet. */
export const csrf = defineEndpoint({
  method: 'GET',
  path: '/csrf',
  access: 'public',
  tag,
  answer: { status: 200, schema: 'okSchema' },
});

/** Liveness: never touches the database. */
export const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  tag,
  answer: { status: 200, schema: 'livenessSchema' },
});

/** Readiness: the database answers and every migration is applied; 503 serviceNotReady otherwise. */
export const ready = defineEndpoint({
  method: 'GET',
  path: '/ready',
  access: 'public',
  tag,
  answer: { status: 200, schema: 'readinessSchema' },
});
