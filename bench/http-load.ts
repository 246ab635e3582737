import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

export async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** The reference every figure is divided by: node:http answering hello, measured in the same run. */
export async function measureReference(): Promise<LoadResult> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"hello":"world"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await load('node:http hello (reference)', `http://127.0.0.1:${port}/`);
  } finally {
    server.close();
  }
}
