import { defineEndpoint } from '../endpoint';
import { ROLES } from '../roles';

/** Sign-up, the e-mail check and verification, and editing one's own profile (SPEC.md section 7). */
const tag = 'users';

export const signUp = defineEndpoint({
  method: 'POST',
  path: '/user/sign-up',
  access: 'public',
  tag,
  body: 'signUpRequestSchema',
  answer: { status: 201, schema: 'createdSchema' },
});

/** True: the e-mail already has an account. */
export const userExists = defineEndpoint({
  method: 'POST',
  path: '/user/exist',
  access: 'public',
  tag,
  query: 'emailQuerySchema',
  body: 'noBodySchema',
  answer: { status: 200, schema: 'userExistsSchema' },
});

export const verifyEmail = defineEndpoint({
  method: 'GET',
  path: '/user/verify',
  access: 'public',
  tag,
  query: 'verificationQuerySchema',
  answer: { status: 200, schema: 'okSchema' },
});

/** The same answer whether or not the account exists (decision 016). */
export const resendVerification = defineEndpoint({
  method: 'POST',
  path: '/user/verify/resend',
  access: 'public',
  tag,
  body: 'verificationResendRequestSchema',
  answer: { status: 202, schema: 'okSchema' },
});

/** The caller edits their own profile; which fields a role may send is PROFILE_FIELDS_BY_ROLE. */
export const updateUser = defineEndpoint({
  method: 'PUT',
  path: '/user',
  access: ROLES,
  tag,
  body: 'updateUserRequestSchema',
  answer: { status: 200, schema: 'updateUserResponseSchema' },
});
