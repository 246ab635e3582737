import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { ActiveUserCache } from '../features/auth/active-user-cache';
import type { Revocations } from '../features/auth/revocations';
import type { CatalogueCache } from '../features/restaurants/catalogue-cache';
import type { LazyGeo } from '../geo/geo-service';
import type { Mailer } from '../lib/mailer';

/** What features need from the outside world; tests build it with their own database and mailer. */
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
