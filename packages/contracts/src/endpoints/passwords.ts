import { defineEndpoint } from '../endpoint';

/** Forgotten password in two steps (DESIGN.md section 4). */
const tag = 'passwords';

/** Mails a code; the same answer whether or not the account exists. */
export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/forgotten-password/request',
  access: 'public',
  tag,
  body: 'forgottenPasswordRequestSchema',
  answer: { status: 202, schema: 'okSchema' },
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/forgotten-password',
  access: 'public',
  tag,
  description: '`username`, `password` and `repeatedPassword` in the body, or in the query as SPEC.md spells them; `code` in the body.',
  query: 'forgottenPasswordResetQuerySchema',
  body: 'forgottenPasswordResetRequestSchema',
  queryIntoBody: ['username', 'password', 'repeatedPassword'],
  answer: { status: 200, schema: 'okSchema' },
});
