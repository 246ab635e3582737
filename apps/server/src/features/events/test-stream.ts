import http from 'node:http';

/** One open stream as a browser would see it: its parsed events and comment lines, in order. */
export interface TestStream {
  status: number;
  /** Each event with its `id:` when it had one (decision 038). */
  events: { event: string; data: unknown; id?: number }[];
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

/** Where a reconnecting client stands: our client's query parameter, or the browser's own header. */
export interface ResumeFrom {
  lastEventId?: string;
  lastEventIdHeader?: string;
}

/** GET /api/events with a ticket on a listening app, parsed as EventSource would (test only). */
export function openStream(baseUrl: string, ticket: string, resume: ResumeFrom = {}): Promise<TestStream> {
  return new Promise((resolve, reject) => {
    const query = `ticket=${encodeURIComponent(ticket)}${resume.lastEventId === undefined ? '' : `&lastEventId=${encodeURIComponent(resume.lastEventId)}`}`;
    const headers = resume.lastEventIdHeader === undefined ? {} : { 'last-event-id': resume.lastEventIdHeader };
    const request = http.get(`${baseUrl}/api/events?${query}`, { headers }, (res) => {
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
          let id: number | undefined;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) id = Number(line.slice(4));
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data = line.slice(6);
          }
          if (data !== undefined) stream.events.push({ event, data: JSON.parse(data), ...(id === undefined ? {} : { id }) });
        }
      });
      res.on('end', () => (stream.ended = true));
      res.on('close', () => (stream.ended = true));
      resolve(stream);
    });
    request.on('error', reject);
  });
}
