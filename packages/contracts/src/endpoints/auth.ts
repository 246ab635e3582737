import { defineEndpoint } from '../endpoint';

/** Login, token rotation, logout and the logged-in account (SPEC.md section 4). */
const tag = 'auth';

/** An empty access_token means: the second factor is needed (POST /2fa/verification). */
export const login = defineEndpoint({
  method: 'POST',
  path: '/system/auth/login',
  access: 'public',
  tag,
  body: 'loginRequestSchema',
  answer: { status: 200, schema: 'tokenPairSchema' },
});

/** A new pair for a refresh token, which is used up (rotation). */
export const refresh = defineEndpoint({
  method: 'POST',
  path: '/system/auth/refresh',
  access: 'public',
  tag,
  body: 'refreshRequestSchema',
  answer: { status: 200, schema: 'tokenPairSchema' },
});

/** Ends the caller's session. */
export const logout = defineEndpoint({
  method: 'POST',
  path: '/system/auth/logout',
  access: 'authenticated',
  tag,
  answer: { status: 200, schema: 'okSchema' },
});

export const activeUser = defineEndpoint({
  method: 'GET',
  path: '/active-user',
  access: 'authenticated',
  tag,
  answer: { status: 200, schema: 'activeUserSchema' },
});
