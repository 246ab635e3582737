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
