import Stripe from 'stripe';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';

export const STRIPE_PROVIDER = 'stripe';

type StripeSettings = Extract<AppConfig['payments'], { provider: 'stripe' }>;

/** The Stripe settings, or 404 when this instance takes payments some other way. */
export function stripeSettings(config: AppConfig): StripeSettings {
  if (config.payments.provider !== STRIPE_PROVIDER) throw new AppError('notFound');
  return config.payments;
}

/**
 * The app's Stripe client (`deps.stripe`, built in app.ts), made on first use: one per app, as the
 * SDK keeps its connections alive; an app that takes payments some other way never makes one.
 */
export class LazyStripe {
  private client?: Stripe;

  constructor(private readonly config: AppConfig) {}

  /** The client, or 404 when this instance takes payments some other way. */
  get(): Stripe {
    const settings = stripeSettings(this.config);
    this.client ??= new Stripe(settings.secretKey, {
      // Our calls carry idempotency keys, so the SDK's own retries never pay or refund twice.
      maxNetworkRetries: 2,
      timeout: 15_000,
      telemetry: false,
      appInfo: { name: 'Forkly' },
      ...(settings.apiBase ?? {}),
    });
    return this.client;
  }
}

/**
 * Stripe's answers that are not about our request (network, rate limit, its own outage) become
 * 502 for the caller; a refusal of the request itself is a bug of ours and stays a 500.
 */
export function providerError(error: unknown): unknown {
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    return new AppError('paymentProviderUnavailable');
  }
  return error;
}

/** Stripe refused the call as not possible in the object's state (e.g. expiring a paid session). */
export function isInvalidRequest(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError;
}
