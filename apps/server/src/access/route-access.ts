import { ALL_ENDPOINTS, endpointKey } from '@forkly/contracts';
import type { Access } from './access';

/**
 * Every API route and the roles allowed to call it (SPEC.md sections 2 and 6; DESIGN.md section
 * 3), taken from the endpoints of `@forkly/contracts`: each declares its own access. Keys are
 * `METHOD /path` without the /api prefix. A route registered without an endpoint is missing here
 * and fails at start-up (plugins/auth.ts); ownership is checked in the services. An endpoint
 * defined twice is a mistake.
 */
export const ROUTE_ACCESS: Record<string, Access> = {};
for (const endpoint of ALL_ENDPOINTS) {
  const key = endpointKey(endpoint);
  if (key in ROUTE_ACCESS) throw new Error(`${key} is defined twice among the endpoints of @forkly/contracts`);
  ROUTE_ACCESS[key] = endpoint.access;
}
