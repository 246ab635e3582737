import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '@forkly/contracts';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import type { Database, DatabaseHandle } from '../src/db/client';
import type { Mail, Mailer } from '../src/lib/mailer';
import { openTestDatabase } from './test-database';
import { createUser, DEFAULT_PASSWORD, type UserOverrides } from './factories';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  /** Every mail the app sent, newest last. */
  mails: Mail[];
  /** inject() with a valid CSRF cookie + header pair and, optionally, a bearer token. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Creates an account of the role (with overrides) and logs it in. */
  loginAs(role: Role, overrides?: UserOverrides): Promise<{ token: string; refreshToken: string; userId: number; username: string }>;
  close(): Promise<void>;
}

const CSRF = 'test-csrf-token-0123456789';

export interface TestContextOptions {
  /** More environment variables for loadConfig (PLACES_PROVIDER, ...). */
  env?: Record<string, string>;
  /** Config values no environment variable sets (e.g. the Google base URLs of a fake server). */
  config?: Partial<AppConfig>;
  /** Route in a worker thread (default true, as in production). */
  geoWorkers?: boolean;
  /** Serve the built web app from config.webDist (default false: API only). */
  serveWeb?: boolean;
}

/** The app on a fresh database for one test file (STYLE.md 12). */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const handle = await openTestDatabase();
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000', LOGIN_RATE_LIMIT_MAX: '100000', ...options.env },
    options.config,
  );
  const app = await buildApp({ config, handle, mailer, serveWeb: options.serveWeb ?? false, geoWorkers: options.geoWorkers });

  const request: TestContext['request'] = ({ token, headers, cookies, ...options }) =>
    app.inject({
      ...options,
      headers: { 'x-xsrf-token': CSRF, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      cookies: { 'XSRF-TOKEN': CSRF, ...cookies },
    });

  const loginAs: TestContext['loginAs'] = async (role, overrides = {}) => {
    const user = await createUser(handle.db, { role, ...overrides });
    const res = await request({
      method: 'POST',
      url: '/api/system/auth/login',
      payload: { loginId: user.username, password: overrides.password ?? DEFAULT_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`login as ${role} failed: ${res.body}`);
    const body = res.json<{ access_token: string; refresh_token: string }>();
    return { token: body.access_token, refreshToken: body.refresh_token, userId: user.id, username: user.username };
  };

  return {
    app,
    db: handle.db,
    handle,
    mails,
    request,
    loginAs,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
