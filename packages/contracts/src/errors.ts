/**
 * Every error code the API answers with, its HTTP status and English message. SPEC.md section 8
 * names most messages; the web app translates by code (`errors.<code>`).
 */
export const ERROR_CATALOGUE = {
  validationFailed: { status: 400, message: 'Some fields are not valid' },
  badRequest: { status: 400, message: 'The request is not valid' },
  invalidCredentials: { status: 401, message: 'Invalid username or password' },
  unauthenticated: { status: 401, message: 'You are not logged in' },
  tokenExpired: { status: 401, message: 'Your session has expired' },
  refreshTokenInvalid: { status: 401, message: 'Your session has ended, please log in again' },
  forbidden: { status: 403, message: 'You are not authorized to access this page' },
  csrfMismatch: { status: 403, message: 'The security token is missing or wrong; reload the page' },
  accountDisabled: { status: 403, message: 'This account is disabled' },
  notFound: { status: 404, message: 'Not found' },
  userNotFound: { status: 404, message: 'User not found' },
  restaurantNotFound: { status: 404, message: 'Restaurant not found' },
  emailAlreadyExists: { status: 409, message: 'Email already exists' },
  userAlreadyExists: { status: 409, message: 'User already exists' },
  usernameExists: { status: 409, message: 'Username already taken' },
  verificationCodeInvalid: { status: 400, message: 'This link is invalid or has expired' },
  resetCodeInvalid: { status: 400, message: 'The code is invalid or has expired' },
  twoFactorNotPending: { status: 409, message: 'Start two-factor setup first' },
  twoFactorAlreadyEnabled: { status: 409, message: 'Two-factor login is already on' },
  twoFactorNotEnabled: { status: 409, message: 'Two-factor login is not on' },
  twoFactorCodeInvalid: { status: 401, message: 'The code is not valid' },
  twoFactorChallengeMissing: { status: 401, message: 'Log in again to get a new code prompt' },
  reviewStatementRequired: { status: 409, message: 'Enter a review statement first' },
  signOffStatementRequired: { status: 409, message: 'Enter a sign off statement first' },
  tooManyRequests: { status: 429, message: 'Too many attempts, try again later' },
  payloadTooLarge: { status: 413, message: 'The request is too large' },
  idempotencyKeyReused: { status: 422, message: 'This Idempotency-Key was used with another request' },
  conflict: { status: 409, message: 'The request conflicts with the current state' },
  internalError: { status: 500, message: 'An error occured' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** The one error shape of every failed API call (DESIGN.md section 3). */
export interface ApiErrorBody {
  status: number;
  errorCode: ErrorCode | string;
  message: string;
  /** Field name -> validation message (English), present on validation errors. */
  fields?: Record<string, string>;
}
