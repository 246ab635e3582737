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
  /** A used invitation link cannot be renewed: its account exists (issue 22). */
  invitationUsed: { status: 409, message: 'This link was already used to set up an account' },
  /** The request the invitation answered is no longer approved, or its account exists. */
  invitationNotRenewable: { status: 409, message: 'This invitation can no longer be renewed' },
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
  /** A chosen option is not one of the dish's current options (removed, or another dish's). Decision 045. */
  optionNotAvailable: { status: 409, message: 'A chosen option is no longer available' },
  /** A required option group of the dish has no choice. */
  optionRequired: { status: 409, message: 'Choose an option for every required group' },
  /** More options than the group allows: two in a single-choice group, or above its maximum. */
  optionTooMany: { status: 409, message: 'Too many options chosen in one group' },
  /** The same option twice on one line. */
  optionDuplicate: { status: 409, message: 'An option was chosen twice' },
  restaurantClosed: { status: 409, message: 'The restaurant is closed right now' },
  /** Ordering ahead (decision 046): the chosen delivery time is not one of the restaurant's slots now (past, too soon, closed, beyond 2 days). */
  slotNotAvailable: { status: 409, message: 'This delivery time is not available, please choose another one' },
  /** A scheduled order is cancelled by its customer, with a full refund, only until 30 minutes before its slot. */
  scheduledCancelTooLate: { status: 409, message: 'A scheduled order can only be cancelled until 30 minutes before its delivery time' },
  /** Decision 051: an order placed ahead is cooked when it is due; marked prepared before then, its food would wait for hours. */
  scheduledOrderNotDue: { status: 409, message: 'An order placed ahead can be marked prepared only once it is due' },
  restaurantPaused: { status: 409, message: 'The restaurant is not taking orders right now' },
  outsideDeliveryArea: { status: 409, message: "This address is outside the restaurant's delivery area" },
  minimumOrderNotReached: { status: 409, message: 'The minimum order value is not reached yet' },
  /** The subtotal is above the restaurant's maximum order value (EUR 500 unless it raised it). */
  maximumOrderExceeded: { status: 409, message: "This order is above the restaurant's maximum order value" },
  addressNotFound: { status: 400, message: 'We could not find this address' },
  /** The live-updates ticket is unknown, used or older than 30 seconds. */
  eventTicketInvalid: { status: 401, message: 'The live-updates ticket is invalid or has expired' },
  /** Refunds and vouchers are for an order that was paid (issue 22). */
  orderNotPaid: { status: 409, message: 'This order was not paid' },
  /** A cancelled paid order was refunded in full already. */
  orderAlreadyRefunded: { status: 409, message: 'This order was cancelled and refunded in full' },
  /** The refund asks for more than was paid minus what was refunded already. */
  refundTooMuch: { status: 409, message: 'This is more than what is left to refund' },
  orderNotDelivered: { status: 409, message: 'Only a delivered order can be rated' },
  orderAlreadyRated: { status: 409, message: 'This order has already been rated' },
  /** A courier cannot go offline while it holds orders to pick up or deliver. */
  courierHasActiveOrders: { status: 409, message: 'Deliver your active orders before going offline' },
  /** Positions are only taken from online couriers. */
  courierOffline: { status: 409, message: 'Go online first' },
  courierNotFound: { status: 404, message: 'Courier not found' },
  /** The chosen courier is offline or already holds the maximum number of orders. */
  courierUnavailable: { status: 409, message: 'This courier cannot take another order right now' },
  /** Only an order paid and not yet picked up can be given to another courier. */
  orderNotReassignable: { status: 409, message: 'Only orders not yet picked up can be reassigned' },
  /** The kitchen accepts a paid order once; one cancelled, accepted or on its way cannot be. */
  orderNotAcceptable: { status: 409, message: 'This order is not waiting for the kitchen to accept it' },
  /** The ready time moves only for an accepted order not yet prepared, and only once. */
  readyTimeAlreadyChanged: { status: 409, message: 'The ready time has already been pushed back once' },
  readyTimeNotChangeable: { status: 409, message: 'The ready time of this order can no longer change' },
  /** A pushed-back ready time must be later than the one the customer was told. */
  readyTimeNotLater: { status: 409, message: 'The new ready time must be later than the current one' },
  tripNotFound: { status: 404, message: 'Trip not found' },
  /** A courier acts on an order (or trip) it held, which staff or dispatch have since moved (issue 22). */
  orderGivenToAnotherCourier: { status: 409, message: 'This order was given to another courier' },
  orderWasCancelled: { status: 409, message: 'This order was cancelled' },
  /** Staff note calls about orders still on their way through the kitchen or to the door. */
  orderNotOpen: { status: 409, message: 'This order is already delivered or cancelled' },
  zoneNotFound: { status: 404, message: 'Delivery zone not found' },
  /** Pickup of a whole trip waits until the kitchen has marked each of its orders prepared. */
  tripNotPrepared: { status: 409, message: 'Not every order of this trip is prepared yet' },
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
  /** The basket's dishes a refusal is about (`itemNotAvailable`): each by its id and name. */
  items?: RefusedItem[];
}

/**
 * A dish or extra of the basket that the restaurant no longer offers (hidden, sold out, removed).
 * `name` is the restaurant's own name for it, or null for an id that was never this restaurant's.
 */
export interface RefusedItem {
  menuId?: number;
  extraId?: number;
  name: string | null;
}
