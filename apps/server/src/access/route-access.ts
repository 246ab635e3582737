import { ALL_ENDPOINTS, endpointKey } from '@forkly/contracts';
import type { Access } from './access';

/**
 * Routes and the roles allowed to call them (SPEC.md sections 2 and 6; DESIGN.md section 3), for
 * the routes not yet defined as endpoints in `@forkly/contracts`. Keys are `METHOD /path` without
 * the /api prefix, spelled as the route is registered. A route that is registered but missing from
 * ROUTE_ACCESS fails at start-up; ownership is checked in the services.
 */
const NOT_YET_ENDPOINTS: Record<string, Access> = {
};

/**
 * Every API route and the roles allowed to call it: the endpoints of `@forkly/contracts` declare
 * their own access; routes not yet defined there are listed above. A key in both is a mistake.
 */
export const ROUTE_ACCESS: Record<string, Access> = { ...NOT_YET_ENDPOINTS };
for (const endpoint of ALL_ENDPOINTS) {
  const key = endpointKey(endpoint);
  if (key in ROUTE_ACCESS) throw new Error(`${key} is both an endpoint of @forkly/contracts and listed in route-access.ts`);
  ROUTE_ACCESS[key] = endpoint.access;
}
