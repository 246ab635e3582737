import { defineEndpoint } from '../endpoint';

/**
 * The demo payment provider's page (DESIGN.md section 1) and Stripe's webhook (section 4). The
 * browser reaches the page by navigation, without the app's token: the unguessable session id and
 * the form's token protect it; Stripe's signature protects the webhook.
 */
const tag = 'payments';

/** The payment page, or the notice that the order is paid (410: the session has expired). */
export const demoPaymentPage = defineEndpoint({
  method: 'GET',
  path: '/payments/demo/:sessionId',
  access: 'public',
  tag,
  params: 'paymentSessionParamsSchema',
  answer: { status: 200, schema: null, mediaType: 'text/html' },
});

/** Pay: back to the app with a 303, so a reload never posts again; a notice page otherwise. */
export const payDemo = defineEndpoint({
  method: 'POST',
  path: '/payments/demo/:sessionId/pay',
  access: 'public',
  tag,
  params: 'paymentSessionParamsSchema',
  body: 'demoPaymentFormSchema',
  answer: { status: 303, schema: null, mediaType: 'text/html' },
});

export const cancelDemo = defineEndpoint({
  method: 'POST',
  path: '/payments/demo/:sessionId/cancel',
  access: 'public',
  tag,
  params: 'paymentSessionParamsSchema',
  body: 'demoPaymentFormSchema',
  answer: { status: 303, schema: null, mediaType: 'text/html' },
});

/** Stripe's events, read from the exact bytes it signed (so no body schema: the signature is the check). */
export const stripeWebhook = defineEndpoint({
  method: 'POST',
  path: '/payments/stripe/webhook',
  access: 'public',
  tag,
  answer: { status: 200, schema: 'webhookReceivedSchema' },
});
