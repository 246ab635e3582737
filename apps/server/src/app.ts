import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { ActiveUserCache } from './features/auth/active-user-cache';
import { Revocations } from './features/auth/revocations';
import { createCheckoutDrives } from './features/checkout/route-distance';
import { createImageCache } from './features/images/images.service';
import { LazyStripe } from './features/payments/stripe-client';
import { CatalogueCache } from './features/restaurants/catalogue-cache';
import { QuoteDrives } from './features/restaurants/delivery-quote.service';
import { mapStyleOrigins } from './features/places/map.service';
import { LazyGeo } from './geo/geo-service';
import { registerFeatures } from './features/index';
import { API_PREFIX } from './lib/constants';
import { AccessTokens } from './lib/jwt';
import { redactUrl } from './lib/redact';
import { createMailer, type Mailer } from './lib/mailer';
import { postgresRateLimitStore } from './lib/rate-limit-store';
import authPlugin from './plugins/auth';
import cookiesPlugin from './plugins/cookies';
import csrfPlugin, { csrfCookie } from './plugins/csrf';
import depsPlugin from './plugins/deps';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import metricsPlugin from './plugins/metrics';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import securityHeadersPlugin from './plugins/security-headers';
import webAppPlugin from './plugins/web-app';

export interface BuildAppOptions {
  config: AppConfig;
  handle: DatabaseHandle;
  mailer?: Mailer;
  /** Serve the built web app (default: when it exists). Tests of the API leave it out. */
  serveWeb?: boolean;
  /** Route in a worker thread (default true); tests may route in-process. */
  geoWorkers?: boolean;
}

/** The whole app, used by main.ts and by every feature test through app.inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, handle } = options;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Secrets SPEC.md puts in query strings (codes, passwords) must not reach the log.
            serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }) },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const revocations = new Revocations(config.accessTokenTtlSeconds * 1000 + 60_000);
  await revocations.start(handle);
  const activeUsers = new ActiveUserCache();
  await activeUsers.start(handle);
  const catalogue = new CatalogueCache();
  await catalogue.start(handle);
  const mailer = options.mailer ?? createMailer({ ...config.mail, log: (line) => app.log.info(line) });

  await app.register(errorsPlugin);
  await app.register(metricsPlugin, { handle });
  const geo = new LazyGeo(config, { workers: options.geoWorkers });
  await app.register(depsPlugin, {
    config,
    handle,
    db: handle.db,
    mailer,
    revocations,
    activeUsers,
    catalogue,
    geo,
    accessTokens: new AccessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
    images: createImageCache(),
    quoteDrives: new QuoteDrives(),
    checkoutDrives: createCheckoutDrives(),
    stripe: new LazyStripe(config),
  });
  await app.register(cookiesPlugin);
  await app.register(csrfCookie);
  // Helmet's security headers (CSP, HSTS, X-Frame-Options, ...) on every response, 404s and refusals
  // too; an answer that is not a page gets the ones it needs (decision 032, fifth round; 042).
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mapStyleOrigins(config.geo.mapStyleUrl)],
        connectSrc: ["'self'", ...mapStyleOrigins(config.geo.mapStyleUrl)],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // The limit guards the API; the app's own scripts and images must never be refused.
  // On PostgreSQL the counters are shared by every instance (decision 020); PGlite has one process.
  const sharedLimits = handle.kind === 'postgres' ? postgresRateLimitStore(handle.db) : undefined;
  await app.register(rateLimitPlugin, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    store: sharedLimits?.Store,
    limits: (routeUrl) => routeUrl.startsWith(API_PREFIX),
  });
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  await app.register(csrfPlugin);
  await app.register(registerFeatures, { prefix: API_PREFIX });
  await app.register(webAppPlugin, { root: options.serveWeb === false ? undefined : config.webDist });

  // Live events and cache invalidations stall while LISTEN is down: the operator's log says so.
  const unwatchListen = [
    handle.onListenRetry?.((attempt) => app.log.warn({ attempt }, 'The LISTEN connection to PostgreSQL is lost; connecting again')),
    handle.onListenReconnect?.(() => app.log.warn('The LISTEN connection to PostgreSQL is back; open event streams are told to resync')),
  ];
  app.addHook('onClose', async () => {
    unwatchListen.forEach((unwatch) => unwatch?.());
    await revocations.stop();
    await activeUsers.stop();
    await catalogue.stop();
    sharedLimits?.close();
    await geo.close();
  });
  await app.ready();
  return app;
}
