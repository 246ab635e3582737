import { defineEndpoint } from '../endpoint';
import { STAFF } from '../roles';

/**
 * The staff screens (issue 8, decision 012): the list, one member, and inviting a new one. ADMIN
 * reads any staff member, SERVICE only itself (checked in the service).
 */
const tag = 'staff';

export const getStaffProfile = defineEndpoint({
  method: 'GET',
  path: '/service/:id',
  access: STAFF,
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'staffProfileSchema' },
});
