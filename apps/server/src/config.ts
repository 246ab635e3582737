import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public address of the app, used in e-mailed links. */
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  SEED: z.enum(['demo', 'none']).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  MAIL_PROVIDER: z.enum(['outbox', 'smtp']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Forkly <no-reply@forkly.demo>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  TRUST_PROXY: z.stringbool().default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  /** A port of its own for GET /metrics (Prometheus), without a token: bind it to a private network. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** A real .osm.pbf for the built-in places and routes provider; without it the demo city. */
  GEO_OSM_PBF: z.string().optional(),
  /** Where place suggestions and details come from (DESIGN.md section 5). */
  PLACES_PROVIDER: z.enum(['builtin', 'google']).default('builtin'),
  /** Where car routes come from (DESIGN.md section 5). */
  ROUTES_PROVIDER: z.enum(['builtin', 'osrm', 'google']).default('builtin'),
  /** Server-side key for the Google adapters; never sent to a browser. */
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  /** Base URL of a self-hosted OSRM (`http://osrm:5000`). */
  OSRM_URL: z.url().optional(),
  /** A MapLibre style URL (absolute or same-origin path) for the maps instead of the drawn network. */
  MAP_STYLE_URL: z.string().min(1).optional(),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** Who takes payments (DESIGN.md section 1): the built-in demo page or Stripe Checkout. */
  PAYMENT_PROVIDER: z.enum(['demo', 'stripe']).default('demo'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another Stripe API address (stripe-mock, a test fake): `http://localhost:12111`. */
  STRIPE_API_BASE: z.url().optional(),
  /**
   * Issue 21's escalation of a paid order the kitchen has not acknowledged, in seconds after payment:
   * the ring gets louder, staff see it at risk, it is cancelled and refunded. The demo may shorten them.
   */
  ESCALATE_LOUDER_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  ESCALATE_AT_RISK_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(180),
  ESCALATE_CANCEL_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(480),
  /** After SIGTERM, how long draining may take before the process exits anyway (non-zero). */
  SHUTDOWN_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
});

export type Env = z.infer<typeof envSchema>;

/** Places and routes (DESIGN.md section 5). */
export interface GeoConfig {
  osmPbfPath?: string;
  places: 'builtin' | 'google';
  routes: 'builtin' | 'osrm' | 'google';
  googleMapsApiKey?: string;
  osrmUrl?: string;
  /** MAP_STYLE_URL: a tile style the web maps draw instead of the built-in network. */
  mapStyleUrl?: string;
  /** Base URLs of Google's APIs; tests point them at a local fake. */
  googleUrls?: { places?: string; routes?: string; geocoding?: string };
}

/** Payments (DESIGN.md sections 1 and 6a). */
export type PaymentsConfig =
  { provider: 'demo' } | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiBase?: { protocol: 'http' | 'https'; host: string; port: number } };

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | undefined };
  seed: 'demo' | 'none';
  jwtSecret: Uint8Array;
  mail: { provider: 'outbox' | 'smtp'; smtpUrl?: string; from: string };
  logLevel: Env['LOG_LEVEL'];
  webDist: string | undefined;
  trustProxy: boolean;
  rateLimitMax: number;
  /** METRICS_PORT: serve the Prometheus metrics there too (issue 11). */
  metricsPort: number | undefined;
  /** Login attempts per IP and minute, before the per-account counters in the database. */
  loginRateLimitMax: number;
  geo: GeoConfig;
  payments: PaymentsConfig;
  /** Milliseconds after payment at which an unacknowledged order escalates (issue 21). */
  escalation: { louderAfterMs: number; atRiskAfterMs: number; cancelAfterMs: number };
  shutdownDeadlineMs: number;
  /** Access tokens live 15 minutes (DESIGN.md section 4). */
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
}

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) throw new Error('JWT_SECRET (32+ characters) is required in production');
  if ((env.PLACES_PROVIDER === 'google' || env.ROUTES_PROVIDER === 'google') && !env.GOOGLE_MAPS_API_KEY) {
    throw new Error('GOOGLE_MAPS_API_KEY is required when PLACES_PROVIDER or ROUTES_PROVIDER is google');
  }
  if (env.ROUTES_PROVIDER === 'osrm' && !env.OSRM_URL) throw new Error('OSRM_URL is required when ROUTES_PROVIDER is osrm');
  if (env.PAYMENT_PROVIDER === 'stripe' && (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when PAYMENT_PROVIDER is stripe');
  }
  const mailProvider = env.MAIL_PROVIDER ?? (env.SMTP_URL ? 'smtp' : 'outbox');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    database: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
    seed: env.SEED ?? (env.NODE_ENV === 'production' ? 'none' : 'demo'),
    // Without a configured secret every start signs with a fresh one: tokens end with the process.
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET ?? randomBytes(32).toString('hex')),
    mail: { provider: mailProvider, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
    trustProxy: env.TRUST_PROXY,
    rateLimitMax: env.RATE_LIMIT_MAX,
    metricsPort: env.METRICS_PORT,
    loginRateLimitMax: env.LOGIN_RATE_LIMIT_MAX,
    geo: {
      osmPbfPath: env.GEO_OSM_PBF,
      places: env.PLACES_PROVIDER,
      routes: env.ROUTES_PROVIDER,
      googleMapsApiKey: env.GOOGLE_MAPS_API_KEY,
      osrmUrl: env.OSRM_URL,
      mapStyleUrl: env.MAP_STYLE_URL,
    },
    payments: paymentsConfig(env),
    escalation: escalationConfig(env),
    shutdownDeadlineMs: env.SHUTDOWN_DEADLINE_SECONDS * 1000,
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlDays: 30,
    ...overrides,
  };
}

/** The steps keep their order: louder, then at risk, then cancelled. */
function escalationConfig(env: Env): AppConfig['escalation'] {
  const [louder, atRisk, cancel] = [env.ESCALATE_LOUDER_AFTER_SECONDS, env.ESCALATE_AT_RISK_AFTER_SECONDS, env.ESCALATE_CANCEL_AFTER_SECONDS];
  if (!(louder <= atRisk && atRisk < cancel))
    throw new Error('Escalation steps must come in order: ESCALATE_LOUDER_AFTER_SECONDS ≤ ESCALATE_AT_RISK_AFTER_SECONDS < ESCALATE_CANCEL_AFTER_SECONDS');
  return { louderAfterMs: louder * 1000, atRiskAfterMs: atRisk * 1000, cancelAfterMs: cancel * 1000 };
}

function paymentsConfig(env: Env): PaymentsConfig {
  if (env.PAYMENT_PROVIDER !== 'stripe') return { provider: 'demo' };
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    provider: 'stripe',
    secretKey: env.STRIPE_SECRET_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    apiBase: base && { protocol, host: base.hostname, port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443 },
  };
}
