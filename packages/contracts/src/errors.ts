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
  /** A sign-up whose e-mail was never verified (decision 016); the login form offers a new link. */
  emailNotVerified: { status: 403, message: 'Please verify your email address first. Open the link we sent you, or ask for a new one.' },
  notFound: { status: 404, message: 'Not found' },
  userNotFound: { status: 404, message: 'User not found' },
  restaurantNotFound: { status: 404, message: 'Restaurant not found' },
  menuNotFound: { status: 404, message: 'Menu not found' },
  extraNotFound: { status: 404, message: 'Extra not found' },
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
  /** Four eyes: the staff member who reviewed a partner request may not also sign it off. */
  signOffBySameReviewer: { status: 409, message: 'The sign-off must come from someone other than the reviewer' },
  /** A partner request that was approved or rejected cannot be decided, reviewed or signed again. */
  partnerRequestDecided: { status: 409, message: 'This request has already been decided' },
  partnerRequestNotFound: { status: 404, message: 'Partner request not found' },
  /** Only an approved request whose account is not completed yet can get its invitation again. */
  partnerRequestNotApproved: { status: 409, message: 'Only an approved request can be sent its invitation again' },
  signOffStatementRequired: { status: 409, message: 'Enter a sign off statement first' },
  serviceNotFound: { status: 404, message: 'Staff member not found' },
  /** Staff cannot disable, remove or reset their own account from the administration screens. */
  cannotChangeOwnAccount: { status: 409, message: 'You cannot do this to your own account' },
  /** The password sent to remove one's own account is wrong. */
  passwordIncorrect: { status: 400, message: 'The password is not correct' },
  tooManyRequests: { status: 429, message: 'Too many attempts, try again later' },
  payloadTooLarge: { status: 413, message: 'The request is too large' },
  /** A multipart body that cannot be read: no boundary, cut off, or not multipart at all. */
  multipartInvalid: { status: 400, message: 'The form data is incomplete or malformed' },
  idempotencyKeyReused: { status: 422, message: 'This Idempotency-Key was used with another request' },
  conflict: { status: 409, message: 'The request conflicts with the current state' },
  /** The places provider failed or timed out (SPEC.md section 8). */
  placesUnavailable: { status: 502, message: 'Failed to fetch place suggestions' },
  /** The places provider failed or timed out while looking up one place (SPEC.md section 8). */
  placeDetailsUnavailable: { status: 502, message: 'Failed to fetch place details' },
  /** No place has this placeId. */
  placeNotFound: { status: 404, message: 'Place not found' },
  /** The routes provider failed or timed out. */
  routesUnavailable: { status: 502, message: 'Failed to fetch directions' },
  couponInvalid: { status: 404, message: 'This promo code does not exist' },
  couponExpired: { status: 409, message: 'This promo code has expired' },
  couponNotForRestaurant: { status: 409, message: 'This promo code is not valid at this restaurant' },
  couponUsedUp: { status: 409, message: 'This promo code has been used up' },
  couponNotFound: { status: 404, message: 'Coupon not found' },
  /** Codes are unique ignoring case, across every restaurant. */
  couponCodeExists: { status: 409, message: 'This code is already in use' },
  orderNotFound: { status: 404, message: 'Order not found' },
  orderItemNotFound: { status: 404, message: 'Order item not found' },
  orderNotPending: { status: 409, message: 'This order can no longer be changed' },
  orderNeedsOneItem: { status: 409, message: 'An order needs at least one item' },
  orderStatusChangeNotAllowed: { status: 409, message: 'This status change is not allowed' },
  itemNotAvailable: { status: 409, message: 'An item in your basket is no longer available' },
  restaurantClosed: { status: 409, message: 'The restaurant is closed right now' },
  restaurantPaused: { status: 409, message: 'The restaurant is not taking orders right now' },
  outsideDeliveryArea: { status: 409, message: "This address is outside the restaurant's delivery area" },
  minimumOrderNotReached: { status: 409, message: 'The minimum order value is not reached yet' },
  /** The subtotal is above the restaurant's maximum order value (EUR 500 unless it raised it). */
  maximumOrderExceeded: { status: 409, message: "This order is above the restaurant's maximum order value" },
  addressNotFound: { status: 400, message: 'We could not find this address' },
  /** The live-updates ticket is unknown, used or older than 30 seconds. */
  eventTicketInvalid: { status: 401, message: 'The live-updates ticket is invalid or has expired' },
  orderNotDelivered: { status: 409, message: 'Only a delivered order can be rated' },
  orderAlreadyRated: { status: 409, message: 'This order has already been rated' },
  /** A courier cannot go offline while it holds orders to pick up or deliver. */
  courierHasActiveOrders: { status: 409, message: 'Deliver your active orders before going offline' },
  /** Positions are only taken from online couriers. */
  courierOffline: { status: 409, message: 'Go online first' },
  courierNotFound: { status: 404, message: 'Courier not found' },
  /** The chosen courier is offline or already holds the maximum number of orders. */
  courierUnavailable: { status: 409, message: 'This courier cannot take another order right now' },
  /** Only an order waiting for pickup can be given to another courier. */
  orderNotReassignable: { status: 409, message: 'Only orders waiting for pickup can be reassigned' },
  /** A payment provider's webhook whose signature does not match its body. */
  webhookSignatureInvalid: { status: 400, message: 'The webhook signature is not valid' },
  /** The payment provider failed or timed out; nothing was changed. */
  paymentProviderUnavailable: { status: 502, message: 'The payment service is not answering, try again in a moment' },
  /** GET /api/ready: the database does not answer or migrations are not all applied (issue 11). */
  serviceNotReady: { status: 503, message: 'The service is not ready yet' },
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
