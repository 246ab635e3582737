import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginToken, startAppServer } from './app-server';
import { BUDGET_KB, routeBundleSizes } from './bundle-size';
import { DURATION_SECONDS, load, measureReference, type LoadResult } from './http-load';
import { lighthousePerformance } from './lighthouse';
import { benchRoutes, createBuiltinGeoProvider } from '../apps/server/src/geo/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3300);

/** Goals from the issues; printed beside each figure, never asserted. */
const GOALS = { authenticatedRatio: 0.45, lighthouse: 95 };

function row(result: LoadResult, reference: LoadResult, goal?: number) {
  const ratio = result.requestsPerSecond / reference.requestsPerSecond;
  const verdict = goal === undefined ? '' : ratio >= goal ? `  (goal ≥ ${goal}×: met)` : `  (goal ≥ ${goal}×: NOT met)`;
  const problems = result.errors || result.non2xx ? `  [${result.errors} errors, ${result.non2xx} non-2xx]` : '';
  console.log(`  ${result.name.padEnd(44)} ${String(result.requestsPerSecond).padStart(7)} req/s  p99 ${String(result.p99Ms).padStart(4)} ms  ${ratio.toFixed(2)}×${verdict}${problems}`);
}

async function main() {
  console.log(`HTTP load (autocannon, 20 connections, ${DURATION_SECONDS} s each)`);
  const server = await startAppServer(PORT);
  try {
    const token = await loginToken(server.base, 'customer', 'Customer#2025demo');
    const reference = await measureReference();
    row(reference, reference);
    row(await load('GET /api/active-user (bearer)', `${server.base}/api/active-user`, { authorization: `Bearer ${token}` }), reference, GOALS.authenticatedRatio);
    row(await load('GET /api/restaurant/1 (public)', `${server.base}/api/restaurant/1`), reference);
    const near = 'latitude=51.4343&longitude=6.7623';
    row(await load('GET /api/paged-restaurants (cursor, an address)', `${server.base}/api/paged-restaurants?limit=20&${near}`), reference);
    row(await load('GET /api/restaurant/menu/1 (menu read)', `${server.base}/api/restaurant/menu/1`), reference);

    console.log('\nRouting across the demo city (3 alternatives, worker thread, 200 random pairs)');
    const geo = createBuiltinGeoProvider();
    await geo.routes({ latitude: 51.43, longitude: 6.76 }, { latitude: 51.44, longitude: 6.77 });
    const figures = await benchRoutes(geo, 200);
    await geo.close();
    console.log(`  found ${figures.found}/${figures.pairs}, with alternatives ${figures.withAlternatives}; mean ${figures.meanMs.toFixed(1)} ms, p50 ${figures.p50Ms.toFixed(1)} ms, p95 ${figures.p95Ms.toFixed(1)} ms, max ${figures.maxMs.toFixed(1)} ms`);

    console.log(`\nInitial JavaScript per route (gzip, budget ${BUDGET_KB} KB)`);
    for (const { route, kb } of routeBundleSizes(path.join(root, 'apps/web/dist'))) {
      console.log(`  ${route.padEnd(60)} ${kb.toFixed(1).padStart(6)} KB${kb > BUDGET_KB ? '  OVER BUDGET' : ''}`);
    }

    console.log('\nLighthouse performance (mobile preset, Debian Chromium)');
    const score = await lighthousePerformance(`${server.base}/`);
    console.log(`  landing page: ${score} (goal ≥ ${GOALS.lighthouse}: ${score >= GOALS.lighthouse ? 'met' : 'NOT met'})`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
