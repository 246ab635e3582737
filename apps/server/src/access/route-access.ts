import type { Access } from './access';
import { ALL_ROLES } from './access';

/**
 * Every API route and the roles allowed to call it (SPEC.md sections 2 and 6; DESIGN.md section 3).
 * Keys are `METHOD /path` without the /api prefix, spelled as the route is registered. A route that
 * is registered but missing here fails at start-up; ownership is checked in the services.
 */
export const ROUTE_ACCESS: Record<string, Access> = {
  'GET /csrf': 'public',
  // Identity
  'POST /system/auth/login': 'public',
  'POST /system/auth/refresh': 'public',
  'POST /system/auth/logout': 'authenticated',
  'GET /active-user': 'authenticated',
  'POST /user/sign-up': 'public',
  'POST /user/exist': 'public',
  'GET /user/verify': 'public',
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
  'GET /restaurant/:id': 'public',
  'GET /administration/:id': ['ADMIN'],
  'PUT /user': ALL_ROLES,
  // Partner requests
  'POST /partner/:type/registration': 'public',
  // Mail outbox (the offline e-mail provider)
  'GET /outbox': ['ADMIN'],
};
