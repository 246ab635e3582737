import { defineEndpoint } from '../endpoint';

/** Prometheus metrics (issue 11; METRICS_PORT serves them without a token on a private port). */
export const metrics = defineEndpoint({
  method: 'GET',
  path: '/metrics',
  access: ['ADMIN'],
  tag: 'metrics',
  answer: { status: 200, schema: null, mediaType: 'text/plain' },
});
