import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { buildApp } from './app';
import { seedDemo } from './db/seed/index';
import { printDemoAccounts } from './db/demo-accounts';
import { createBuiltinGeoProvider } from './geo/index';
import { startMetricsServer } from './lib/metrics-server';
import { createShutdown } from './lib/shutdown';

/** How long requests in flight may take to finish after SIGTERM before their sockets are closed. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Start: open and migrate the database, seed the demo city on first start, serve, shut down cleanly. */
async function main() {
  const config = loadConfig();
  const { handle, release } = await openDatabase(config);
  await handle.migrate();
  if (config.seed === 'demo') {
    // On real map data (GEO_OSM_PBF) the demo addresses are named from that data, not the demo city.
    const geo = config.geo.osmPbfPath ? createBuiltinGeoProvider({ osmPbfPath: config.geo.osmPbfPath, workers: false }) : undefined;
    const result = await seedDemo(handle.db, (line) => console.log(`[seed] ${line}`), { geo });
    await geo?.close();
    if (result.seeded || config.env !== 'production') printDemoAccounts();
  }
  const app = await buildApp({ config, handle });
  const metricsServer = config.metricsPort ? await startMetricsServer(app.metrics.registry, config.metricsPort, config.host) : undefined;
  const stop = createShutdown({
    deadlineMs: config.shutdownDeadlineMs,
    log: (message) => app.log.info(message),
    exit: (code) => process.exit(code),
    drain: async () => {
      // Requests in flight get a grace period; a socket that never sent one (a browser's preconnect)
      // would otherwise hold the shutdown until it times out on its own.
      app.server.closeIdleConnections();
      const force = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      force.unref();
      await app.close();
      await metricsServer?.close();
      clearTimeout(force);
      await handle.close();
      await release();
    },
  });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`\nForkly is running at http://localhost:${config.port}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
