import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
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

/**
 * `warmUpSeconds` of the same load first, not counted: a server measured from a cold start is
 * measured while V8 still compiles its hot paths (decision 032: a cached read gained ~15 % after
 * 10 s). The reference gets the same warm-up, so both are measured warm.
 */
export async function load(name: string, url: string, headers: Record<string, string> = {}, connections = CONNECTIONS, warmUpSeconds = 0): Promise<LoadResult> {
  if (warmUpSeconds > 0) await autocannon({ url, headers, connections, duration: warmUpSeconds });
  const result = await autocannon({ url, headers, connections, duration: DURATION_SECONDS });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const REFERENCE_SERVER = `
const server = require('node:http').createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"hello":"world"}');
});
server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
`;

/**
 * The reference every figure is divided by: node:http answering hello, measured in the same run.
 * It runs in a process of its own, as the app does: served from the load generator's own thread,
 * it had to share that thread with autocannon and looked slower than it is.
 */
export async function startReference(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['-e', REFERENCE_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return { url: `http://127.0.0.1:${Number(line)}/`, stop: () => child.kill() };
}

export const referenceName = (connections: number) => `node:http hello (reference, ${connections} connections)`;

export async function measureReference(connections = CONNECTIONS, warmUpSeconds = 0): Promise<LoadResult> {
  const reference = await startReference();
  try {
    return await load(referenceName(connections), reference.url, {}, connections, warmUpSeconds);
  } finally {
    reference.stop();
  }
}
