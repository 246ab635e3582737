import { defineEndpoint } from '../endpoint';
import { STAFF } from '../roles';

/**
 * Staff's customer list, enabling, disabling and 2FA reset of accounts, and account removal (issue
 * 8, decision 011): who may act on which account is checked in the server's
 * access/user-administration.ts.
 */
const tag = 'user administration';

export const listUsers = defineEndpoint({
  method: 'GET',
  path: '/paged-users',
  access: STAFF,
  tag,
  query: 'pagedUsersQuerySchema',
  answer: { status: 200, schema: 'pagedUsersSchema' },
});

/** Each action answers the account as it is now. */
export const enableUser = defineEndpoint({
  method: 'POST',
  path: '/user/:id/enable',
  access: STAFF,
  tag,
  params: 'idParamsSchema',
  body: 'noBodySchema',
  answer: { status: 200, schema: 'userSchema' },
});

/** Disabling ends the person's sessions. */
export const disableUser = defineEndpoint({
  method: 'POST',
  path: '/user/:id/disable',
  access: STAFF,
  tag,
  params: 'idParamsSchema',
  body: 'noBodySchema',
  answer: { status: 200, schema: 'userSchema' },
});

/** The reset ends the person's sessions too. */
export const resetTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/user/:id/reset-2fa',
  access: STAFF,
  tag,
  params: 'idParamsSchema',
  body: 'noBodySchema',
  answer: { status: 200, schema: 'userSchema' },
});

/** Staff send the customer's `id`, a customer its own `password`; the orders stay, anonymised. */
export const removeUser = defineEndpoint({
  method: 'DELETE',
  path: '/user/remove',
  access: [...STAFF, 'USER'],
  tag,
  body: 'removeUserRequestSchema',
  answer: { status: 204, schema: null },
});
