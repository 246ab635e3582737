import http from 'node:http';

/** One open stream as a browser would see it: its parsed events and comment lines, in order. */
export interface TestStream {
  status: number;
  events: { event: string; data: unknown }[];
  comments: string[];
  ended: boolean;
  waitFor<T>(check: () => T | undefined | false, timeoutMs?: number): Promise<T>;
  close(): void;
}

/** Polls `check` every 20 ms until it gives a value, or fails after `timeoutMs`. */
export async function until<T>(check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** GET /api/events with a ticket on a listening app, parsed as EventSource would (test only). */
export function openStream(baseUrl: string, ticket: string): Promise<TestStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events?ticket=${encodeURIComponent(ticket)}`, (res) => {
      let buffer = '';
      const stream: TestStream = {
        status: res.statusCode ?? 0,
        events: [],
        comments: [],
        ended: false,
        waitFor: (check, timeoutMs) => until(check, timeoutMs),
        close: () => request.destroy(),
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          let data: string | undefined;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (data !== undefined) stream.events.push({ event, data: JSON.parse(data) });
        }
      });
      res.on('end', () => (stream.ended = true));
      res.on('close', () => (stream.ended = true));
      resolve(stream);
    });
    request.on('error', reject);
  });
}
