import { ALL_ENDPOINTS, endpointKey } from '@forkly/contracts';
import type { Access } from './access';
import { ALL_ROLES } from './access';

/**
 * Routes and the roles allowed to call them (SPEC.md sections 2 and 6; DESIGN.md section 3), for
 * the routes not yet defined as endpoints in `@forkly/contracts`. Keys are `METHOD /path` without
 * the /api prefix, spelled as the route is registered. A route that is registered but missing from
 * ROUTE_ACCESS fails at start-up; ownership is checked in the services.
 */
const NOT_YET_ENDPOINTS: Record<string, Access> = {
  // Identity
  'POST /user/sign-up': 'public',
  'POST /user/exist': 'public',
  'GET /user/verify': 'public',
  'POST /user/verify/resend': 'public',
  'POST /forgotten-password/request': 'public',
  'POST /forgotten-password': 'public',
  'POST /2fa/enable': 'authenticated',
  'POST /2fa/confirm': 'authenticated',
  'POST /2fa/disable': 'authenticated',
  'POST /2fa/verification': 'public',
  'POST /restaurant/complete-account': 'public',
  'POST /user/complete-account': 'public',
  'POST /service/complete-account': 'public',
  'PUT /courier/complete-account': 'public',
  'POST /invitation/:type': ['ADMIN', 'SERVICE'],
  // Profiles (object-level checks in the service)
  'GET /user/:id': ['ADMIN', 'SERVICE', 'USER'],
  'GET /courier/:id': ['ADMIN', 'SERVICE', 'COURIER'],
  'GET /service/:id': ['ADMIN', 'SERVICE'],
  'GET /administration/:id': ['ADMIN'],
  'PUT /user': ALL_ROLES,
  // User administration (issue 8, decision 011): who may act on which account is in access/user-administration.ts
  'GET /paged-users': ['ADMIN', 'SERVICE'],
  'POST /user/:id/enable': ['ADMIN', 'SERVICE'],
  'POST /user/:id/disable': ['ADMIN', 'SERVICE'],
  'POST /user/:id/reset-2fa': ['ADMIN', 'SERVICE'],
  'DELETE /user/remove': ['ADMIN', 'SERVICE', 'USER'],
  // Moving orders after payment, dispatch and courier presence (DESIGN.md section 6; ownership in the services)
  'PUT /courier/update': ['COURIER'],
  'POST /courier/position': ['COURIER'],
  'GET /courier/orders': ['COURIER'],
  'GET /couriers/availability': ['ADMIN', 'SERVICE'],
  'GET /paged-courier': ['ADMIN', 'SERVICE'],
  // Staff and courier administration (issue 8, decision 012): ADMIN reads any staff member, SERVICE only
  // itself (access/user-administration.ts); staff take a courier offline, its pickups back to dispatch
  'GET /services': ['ADMIN'],
  'POST /credential': ['ADMIN'],
  'PUT /courier/:id/offline': ['ADMIN', 'SERVICE'],
  // Mail outbox (the offline e-mail provider)
  'GET /outbox': ['ADMIN'],
  // The record of staff actions (issue 8, "Accountability")
  'GET /audit-log': ['ADMIN'],
  // The job queue: mail, refunds, the unpaid-order sweeper (decision 019)
  'GET /jobs': ['ADMIN'],
  'POST /jobs/:id/retry': ['ADMIN'],
  // Live updates (DESIGN.md section 6): the stream is opened with a single-use ticket, not a bearer token
  'POST /events/ticket': 'authenticated',
  'GET /events': 'public',
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
