import type { FastifyInstance } from 'fastify';
import { paymentsEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { handleStripeEvent, verifyStripeEvent } from './stripe-webhook.service';

/**
 * Stripe's webhook (DESIGN.md section 4): signed, so it needs the body exactly as sent. This
 * plugin's own JSON parser keeps the bytes; the rest of the API still parses JSON as usual. No
 * CSRF header can come from Stripe (`csrf: false`); the signature stands in for it.
 */
export async function stripeWebhookRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  registerEndpoint(
    app,
    paymentsEndpoints.stripeWebhook,
    async (request) => {
      // The bytes as sent (this plugin's parser): the endpoint has no body schema, the signature is the check.
      const event = verifyStripeEvent(app.deps, request.body, request.raw.headers['stripe-signature']);
      const outcome = await handleStripeEvent(app.deps, event, (error) => request.log.error({ err: error }, 'order confirmation mail failed'));
      request.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'stripe webhook handled');
      return { received: true as const };
    },
    // Stripe sends bursts from few addresses; the signature check is cheap and comes first.
    { config: { csrf: false, rateLimit: { max: 1000, timeWindow: '1 minute' } } },
  );
}
