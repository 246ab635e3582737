import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/**
 * METRICS_PORT (issue 11): the metrics on a port of their own, for a scraper on the private network,
 * with no token and nothing else on it. GET /metrics only.
 */
export async function startMetricsServer(registry: Registry, port: number, host: string): Promise<{ port: number; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(body),
      () => response.writeHead(503, { 'content-type': 'text/plain' }).end('Metrics are not available right now'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
