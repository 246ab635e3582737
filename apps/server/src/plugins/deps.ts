import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { ActiveUserCache } from '../features/auth/active-user-cache';
import type { Revocations } from '../features/auth/revocations';
import type { RouteDrive } from '../features/checkout/route-distance';
import type { ImageCache } from '../features/images/image-cache';
import type { LazyStripe } from '../features/payments/stripe-client';
import type { CatalogueCache } from '../features/restaurants/catalogue-cache';
import type { QuoteDrives } from '../features/restaurants/delivery-quote.service';
import type { LazyGeo } from '../geo/geo-service';
import type { AccessTokens } from '../lib/jwt';
import type { ExpiringCache } from '../lib/expiring-cache';
import type { Mailer } from '../lib/mailer';

/**
 * What features need from the outside world; tests build it with their own database and mailer.
 * Every cache and client the app keeps lives here, one per app (decision 047): none is kept at
 * module level, so two apps in one process (feature tests, the bench) never share one.
 */
export interface AppDeps {
  config: AppConfig;
  handle: DatabaseHandle;
  db: Database;
  mailer: Mailer;
  revocations: Revocations;
  /** Presented active users, dropped on change by a database trigger's NOTIFY. */
  activeUsers: ActiveUserCache;
  /** What customers read about restaurants and their menus, dropped on any change (a trigger's NOTIFY). */
  catalogue: CatalogueCache;
  /** Places and routes (DESIGN.md section 5): `deps.geo.get()` builds it on first use. */
  geo: LazyGeo;
  /** Signs access tokens and remembers the ones it verified until they expire (decision 032). */
  accessTokens: AccessTokens;
  /** Pictures at the widths asked for, up to 48 MB in memory (features/images). */
  images: ImageCache;
  /** Routes from restaurants to customers' points for the list's fees and times, per provider. */
  quoteDrives: QuoteDrives;
  /** Routes from a restaurant to the door for the checkout's price list, 10 minutes each. */
  checkoutDrives: ExpiringCache<RouteDrive>;
  /** The Stripe client when payments go through Stripe: `deps.stripe.get()` makes it on first use. */
  stripe: LazyStripe;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

async function depsPlugin(app: FastifyInstance, deps: AppDeps) {
  app.decorate('deps', deps);
}

export default fp(depsPlugin, { name: 'deps' });
