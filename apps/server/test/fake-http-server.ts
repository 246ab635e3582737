import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or null. */
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Wait this long before answering (for timeouts). */
  delayMs?: number;
}

export interface FakeHttpServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every request so far, oldest first. */
  requests: FakeRequest[];
  /** Swaps the answering function (e.g. to make the service fail). */
  answer(handler: (request: FakeRequest) => FakeAnswer): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for an outside HTTP API (Google, OSRM): tests give it a function that answers
 * in the service's documented shape, and look at what the adapter sent.
 */
export async function startFakeHttpServer(handler: (request: FakeRequest) => FakeAnswer): Promise<FakeHttpServer> {
  let answer = handler;
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const request: FakeRequest = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body };
      requests.push(request);
      const { status = 200, body: out = {}, delayMs = 0 } = answer(request);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(typeof out === 'string' ? out : JSON.stringify(out));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (next) => void (answer = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
