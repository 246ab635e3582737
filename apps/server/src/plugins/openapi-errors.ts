import { ERROR_CATALOGUE, type ErrorCode } from '@forkly/contracts';
import type { Access } from '../access/access';

/** What the app knows about a route that decides which errors it can answer with. */
export interface RouteFacts {
  method: string;
  access: Access | undefined;
  /** False for a route exempt from the double-submit check (a webhook verified by signature). */
  csrf: boolean;
  /** Declares params, query, headers or a body: anything that can fail validation. */
  hasInput: boolean;
  /** Reads a multipart/form-data body. */
  multipart: boolean;
  /** The route's OpenAPI tag: its feature. */
  tag: string | undefined;
}

/**
 * The errors a feature's services answer with beyond the ones every route shares (validation,
 * login, roles, CSRF, size, rate limit). Kept per feature (the OpenAPI tag), so an operation
 * documents every code its feature can give; the contract-fuzz tier (src/openapi-fuzz) fails when
 * a response's code is not listed here.
 */
const FEATURE_ERRORS: Record<string, readonly ErrorCode[]> = {
  auth: ['invalidCredentials', 'accountDisabled', 'emailNotVerified', 'refreshTokenInvalid', 'twoFactorChallengeMissing'],
  users: ['emailAlreadyExists', 'usernameExists', 'userAlreadyExists', 'verificationCodeInvalid', 'conflict', 'forbidden', 'restaurantNotFound'],
  profiles: ['userNotFound', 'restaurantNotFound', 'courierNotFound', 'serviceNotFound', 'forbidden'],
  'user administration': ['userNotFound', 'forbidden', 'cannotChangeOwnAccount', 'twoFactorNotEnabled', 'passwordIncorrect', 'conflict'],
  'two-factor': [
    'accountDisabled',
    'forbidden',
    'unauthenticated',
    'passwordIncorrect',
    'invalidCredentials',
    'twoFactorAlreadyEnabled',
    'twoFactorNotEnabled',
    'twoFactorNotPending',
    'twoFactorCodeInvalid',
    'twoFactorChallengeMissing',
  ],
  passwords: ['resetCodeInvalid'],
  accounts: [
    'verificationCodeInvalid',
    'emailAlreadyExists',
    'usernameExists',
    'userAlreadyExists',
    'addressNotFound',
    'forbidden',
    'conflict',
    // POST /invitation/renew (issue 22).
    'invitationUsed',
    'invitationNotRenewable',
  ],
  partners: [
    'partnerRequestNotFound',
    'partnerRequestDecided',
    'partnerRequestNotApproved',
    'reviewStatementRequired',
    'signOffStatementRequired',
    'signOffBySameReviewer',
    'emailAlreadyExists',
    'forbidden',
  ],
  restaurants: ['restaurantNotFound', 'forbidden', 'unauthenticated', 'addressNotFound'],
  favourites: ['restaurantNotFound'],
  branches: ['restaurantNotFound', 'forbidden', 'addressNotFound', 'emailAlreadyExists', 'usernameExists'],
  menus: ['restaurantNotFound', 'menuNotFound', 'extraNotFound', 'forbidden'],
  images: ['notFound'],
  places: ['placeNotFound', 'placesUnavailable', 'placeDetailsUnavailable', 'routesUnavailable'],
  coupons: [
    'couponInvalid',
    'couponExpired',
    'couponNotForRestaurant',
    'couponUsedUp',
    'couponNotFound',
    'couponCodeExists',
    'restaurantNotFound',
    'forbidden',
  ],
  checkout: [
    'restaurantNotFound',
    'menuNotFound',
    'extraNotFound',
    'itemNotAvailable',
    // Dish options (decision 045).
    'optionNotAvailable',
    'optionRequired',
    'optionTooMany',
    'optionDuplicate',
    'restaurantClosed',
    'restaurantPaused',
    'outsideDeliveryArea',
    'minimumOrderNotReached',
    'maximumOrderExceeded',
    'addressNotFound',
    'couponInvalid',
    'couponExpired',
    'couponNotForRestaurant',
    'couponUsedUp',
    'idempotencyKeyReused',
    'orderNotFound',
    'orderNotPending',
    'paymentProviderUnavailable',
    'forbidden',
  ],
  orders: [
    'orderNotFound',
    'orderItemNotFound',
    'orderNotPending',
    'orderNeedsOneItem',
    'orderStatusChangeNotAllowed',
    'orderNotAcceptable',
    'readyTimeAlreadyChanged',
    'readyTimeNotChangeable',
    'readyTimeNotLater',
    // Orders placed ahead (decisions 046, 051): the customer's cancel too late, marking prepared too early.
    'scheduledCancelTooLate',
    'scheduledOrderNotDue',
    'minimumOrderNotReached',
    'maximumOrderExceeded',
    'itemNotAvailable',
    'restaurantNotFound',
    'orderGivenToAnotherCourier',
    'orderWasCancelled',
    'forbidden',
  ],
  dispatch: ['orderNotFound', 'courierNotFound', 'courierUnavailable', 'orderNotReassignable', 'forbidden'],
  operations: ['orderNotFound', 'orderNotOpen', 'zoneNotFound', 'restaurantNotFound', 'forbidden'],
  couriers: [
    'courierNotFound',
    'courierHasActiveOrders',
    'courierOffline',
    'orderNotFound',
    'routesUnavailable',
    'tripNotFound',
    'tripNotPrepared',
    'orderStatusChangeNotAllowed',
    'orderGivenToAnotherCourier',
    'orderWasCancelled',
    'forbidden',
  ],
  staff: ['serviceNotFound', 'emailAlreadyExists', 'usernameExists', 'forbidden'],
  payments: ['notFound', 'orderNotFound', 'orderNotPending', 'paymentProviderUnavailable', 'webhookSignatureInvalid'],
  tickets: ['notFound', 'orderNotFound', 'forbidden', 'conflict'],
  events: ['eventTicketInvalid', 'orderNotFound', 'forbidden'],
  ratings: ['orderNotFound', 'orderNotDelivered', 'orderAlreadyRated', 'forbidden'],
  jobs: ['notFound', 'conflict'],
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The one answer outside the catalogue: an unsupported Content-Type (plugins/errors.ts). */
const UNSUPPORTED_MEDIA_TYPE = 415;

/** Every error a route can answer with, as HTTP status -> error codes. */
export function routeErrors(facts: RouteFacts): Map<number, Set<ErrorCode>> {
  const codes = new Set<ErrorCode>(['tooManyRequests', ...(facts.tag ? (FEATURE_ERRORS[facts.tag] ?? []) : [])]);
  const takesBody = BODY_METHODS.has(facts.method);
  // Input the database refuses as data (a NUL byte, a number out of its range) is `badRequest`.
  if (facts.hasInput) codes.add('validationFailed').add('badRequest');
  if (takesBody) codes.add('validationFailed').add('badRequest').add('payloadTooLarge');
  if (facts.multipart) codes.add('multipartInvalid');
  if (facts.access && facts.access !== 'public') codes.add('unauthenticated').add('tokenExpired');
  if (Array.isArray(facts.access)) codes.add('forbidden');
  if (!SAFE_METHODS.has(facts.method) && facts.csrf) codes.add('csrfMismatch');

  const byStatus = new Map<number, Set<ErrorCode>>();
  for (const code of codes) {
    const status = ERROR_CATALOGUE[code].status;
    if (!byStatus.has(status)) byStatus.set(status, new Set());
    byStatus.get(status)!.add(code);
  }
  if (takesBody) byStatus.set(UNSUPPORTED_MEDIA_TYPE, new Set(['badRequest']));
  return byStatus;
}

/** The error body of DESIGN.md section 3 for one status, its codes listed. */
export function errorBodySchema(status: number, codes: Iterable<ErrorCode>) {
  return {
    type: 'object',
    required: ['status', 'errorCode', 'message'],
    additionalProperties: false,
    properties: {
      status: { type: 'integer', enum: [status] },
      errorCode: { type: 'string', enum: [...codes].sort() },
      message: { type: 'string' },
      fields: { type: 'object', description: 'Field name -> validation message (English).', additionalProperties: { type: 'string' } },
      items: {
        type: 'array',
        description: "The basket's dishes the refusal is about (itemNotAvailable), by id and name.",
        items: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { menuId: { type: 'integer' }, extraId: { type: 'integer' }, name: { type: 'string', nullable: true } },
        },
      },
    },
  };
}

/** OpenAPI responses (in @fastify/swagger's content form) for every error of a route. */
export function errorResponses(facts: RouteFacts): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, codes] of [...routeErrors(facts)].sort(([a], [b]) => a - b)) {
    const description = [...codes].map((code) => `\`${code}\``).join(', ');
    responses[String(status)] = { description: `Error: ${description}`, content: { 'application/json': { schema: errorBodySchema(status, codes) } } };
  }
  return responses;
}
