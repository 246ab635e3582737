import { defineEndpoint } from '../endpoint';
import { STAFF } from '../roles';

/**
 * Profile data by role (SPEC.md section 6): a customer's and an administrator's. The restaurant's,
 * the courier's and the staff member's are with their features; who may read whom is checked in
 * the service (oneself, or staff).
 */
const tag = 'profiles';

export const getUserProfile = defineEndpoint({
  method: 'GET',
  path: '/user/:id',
  access: [...STAFF, 'USER'],
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'userSchema' },
});

export const getAdministrationProfile = defineEndpoint({
  method: 'GET',
  path: '/administration/:id',
  access: ['ADMIN'],
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'adminProfileSchema' },
});
