import { defineEndpoint } from '../endpoint';
import { STAFF } from '../roles';

/**
 * The staff screens (issue 8, decision 012): the list, one member, and inviting a new one. ADMIN
 * reads any staff member, SERVICE only itself (checked in the service).
 */
const tag = 'staff';

export const listStaff = defineEndpoint({
  method: 'GET',
  path: '/services',
  access: ['ADMIN'],
  tag,
  query: 'pagedStaffQuerySchema',
  answer: { status: 200, schema: 'pagedStaffSchema' },
});

export const getStaffProfile = defineEndpoint({
  method: 'GET',
  path: '/service/:id',
  access: STAFF,
  tag,
  params: 'idParamsSchema',
  answer: { status: 200, schema: 'staffProfileSchema' },
});

export const inviteStaff = defineEndpoint({
  method: 'POST',
  path: '/credential',
  access: ['ADMIN'],
  tag,
  description: 'Invites a SERVICE or ADMIN member by e-mail; the link (type `service`) travels only in the mail.',
  body: 'staffInviteRequestSchema',
  answer: { status: 201, schema: 'staffInvitationSchema' },
});
