/**
 * The web pages that both the server and the web address: where the server redirects after a
 * payment, what its e-mails link to, which pages it preloads for, and where each role lands. One
 * spelling for both sides (STYLE.md 9); the web's `paths` build on these, and a web test checks
 * that each is a route its router knows.
 */
export const pagePaths = {
  /** The restaurant list of the chosen address: the customer's home. */
  restaurants: '/details',
  /** A restaurant's menu. */
  menu: (restaurantId: number | string) => `/details/menu/${restaurantId}`,
  /** The checkout of the basket's restaurant. */
  checkout: (restaurantId: number | string) => `/details/checkout/${restaurantId}`,
  /** Where the payment provider returns after Pay: the page reads the result from the server. */
  paymentSuccess: (orderId: number | string) => `/details/success?orderId=${orderId}`,
  /** Where the payment provider returns after Cancel: the basket keeps the order for Try again. */
  paymentCancel: (orderId: number | string) => `/details/cancel?orderId=${orderId}`,
  /** The customer's own orders (receipts and refund mails link here). */
  customerOrders: '/details/user-profile/orders',
  /** Where every role but USER lands after login. */
  dashboard: '/dashboard',
  /** The link of the sign-up mail that verifies the e-mail address. */
  verifyEmail: (verificationCode: string) => `/auth/verify?verificationCode=${encodeURIComponent(verificationCode)}`,
  /** A step of registration (SPEC.md section 2); a regular sign-up carries no code. */
  register: (step: '' | '/address' | '/login-info', type: string, verificationCode?: string) => {
    const params = new URLSearchParams({ type });
    if (type !== 'regular' && verificationCode) params.set('verificationcode', verificationCode);
    return `/auth/register${step}?${params.toString()}`;
  },
} as const;
