import { defineEndpoint } from '../endpoint';

/**
 * Two-factor login with TOTP (DESIGN.md section 4). SPEC.md puts the password and the code in the
 * query, DESIGN.md in bodies: both are accepted (queryIntoBody).
 */
const tag = 'two-factor';

/** A new secret and its QR code; on only once confirmed. */
export const enableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/2fa/enable',
  access: 'authenticated',
  tag,
  query: 'usernameQuerySchema',
  body: 'noBodySchema',
  answer: { status: 200, schema: 'twoFactorSetupSchema' },
});

export const confirmTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/2fa/confirm',
  access: 'authenticated',
  tag,
  body: 'twoFactorCodeSchema',
  answer: { status: 200, schema: 'okSchema' },
});

export const disableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/2fa/disable',
  access: 'authenticated',
  tag,
  description: '`password` in the body, or in the query as SPEC.md spells it.',
  query: 'twoFactorDisableRequestSchema',
  body: 'twoFactorDisableBodySchema',
  queryIntoBody: ['username', 'password'],
  answer: { status: 200, schema: 'okSchema' },
});

/** Needs the httpOnly challenge cookie login set; sends no bearer token. */
export const verifyTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/2fa/verification',
  access: 'public',
  tag,
  description: 'The second step of login. Needs the httpOnly challenge cookie login set. `code` may come in the query too.',
  query: 'twoFactorVerifyQuerySchema',
  body: 'twoFactorVerificationRequestSchema',
  queryIntoBody: ['username', 'code'],
  answer: { status: 200, schema: 'tokenPairSchema' },
});
