import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleStripeEvent, verifyStripeEvent } from './stripe-webhook.service';

const receivedSchema = z.object({ received: z.literal(true) });

/**
 * Stripe's webhook (DESIGN.md section 4): signed, so it needs the body exactly as sent. This
 * plugin's own JSON parser keeps the bytes; the rest of the API still parses JSON as usual. No
 * CSRF header can come from Stripe (`csrf: false`); the signature stands in for it.
 */
export async function stripeWebhookRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  r.post(
    '/payments/stripe/webhook',
    {
      schema: { tags: ['payments'], response: { 200: receivedSchema } },
      // Stripe sends bursts from few addresses; the signature check is cheap and comes first.
      config: { csrf: false, rateLimit: { max: 1000, timeWindow: '1 minute' } },
    },
    async (request) => {
      const event = verifyStripeEvent(app.deps.config, request.body as Buffer, request.headers['stripe-signature']);
      const outcome = await handleStripeEvent(app.deps, event, (error) => request.log.error({ err: error }, 'order confirmation mail failed'));
      request.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'stripe webhook handled');
      return { received: true as const };
    },
  );
}
