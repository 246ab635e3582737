import { defineEndpoint } from '../endpoint';
import { STAFF } from '../roles';

/**
 * Account completion from an invitation link (DESIGN.md section 4): 201 {id}, no tokens; and the
 * invitation staff send (SPEC.md section 3's invite form).
 */
const tag = 'accounts';

/** SPEC.md section 7 sends it as multipart with the address as a JSON string; JSON is taken too. */
export const completeRestaurantAccount = defineEndpoint({
  method: 'POST',
  path: '/restaurant/complete-account',
  access: 'public',
  tag,
  description: 'JSON, or multipart/form-data with `address` as a JSON string.',
  query: 'verificationQuerySchema',
  body: 'completeRestaurantAccountRequestSchema',
  answer: { status: 201, schema: 'createdSchema' },
});

export const completeUserAccount = defineEndpoint({
  method: 'POST',
  path: '/user/complete-account',
  access: 'public',
  tag,
  query: 'verificationQuerySchema',
  body: 'completePersonAccountRequestSchema',
  answer: { status: 201, schema: 'createdSchema' },
});

export const completeServiceAccount = defineEndpoint({
  method: 'POST',
  path: '/service/complete-account',
  access: 'public',
  tag,
  query: 'verificationQuerySchema',
  body: 'completePersonAccountRequestSchema',
  answer: { status: 201, schema: 'createdSchema' },
});

export const completeCourierAccount = defineEndpoint({
  method: 'PUT',
  path: '/courier/complete-account',
  access: 'public',
  tag,
  query: 'verificationQuerySchema',
  body: 'completePersonAccountRequestSchema',
  answer: { status: 201, schema: 'createdSchema' },
});

/** The code travels only in the mail, never in the answer; only ADMIN invites a service colleague. */
export const invite = defineEndpoint({
  method: 'POST',
  path: '/invitation/:type',
  access: STAFF,
  tag,
  params: 'partnerTypeParamsSchema',
  body: 'inviteRequestSchema',
  answer: { status: 202, schema: 'okSchema' },
});

/**
 * GET /invitation/check?verificationCode: the registration form's first step tells at once whether
 * its link still works. The answer names only the link's state, never the invited address or type.
 */
export const checkInvitation = defineEndpoint({
  method: 'GET',
  path: '/invitation/check',
  access: 'public',
  tag,
  query: 'verificationQuerySchema',
  answer: { status: 200, schema: 'invitationCheckSchema' },
});

/**
 * POST /invitation/renew?verificationCode: an expired or replaced link asks for a new one. The new
 * link goes to the invited address only, so holding an old link gives nothing but a fresh mail there.
 */
export const renewInvitation = defineEndpoint({
  method: 'POST',
  path: '/invitation/renew',
  access: 'public',
  tag,
  query: 'verificationQuerySchema',
  answer: { status: 202, schema: 'okSchema' },
});
