import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { activeUserSchema } from '@forkly/contracts/schemas';

/**
 * The API as client tests see it: MSW answers the app's real fetch calls (test/setup.ts starts it
 * with onUnhandledRequest 'error', so a request no test expects fails loudly). Each test file
 * adds its handlers with server.use(...); they are reset after every test.
 */
export const server = setupServer(
  // The API client fetches a CSRF cookie before its first state-changing call; none is needed here.
  http.get('*/api/csrf', () => new HttpResponse(null, { status: 204 })),
);

/** An API path as MSW matches it, on whatever origin the app runs: apiPath('/places/:placeId'). */
export function apiPath(path: string): string {
  return `*/api${path}`;
}

/**
 * A JSON answer that is first checked against the contract's response schema, so a fixture can
 * never drift from what the server sends. The body goes out as written.
 */
export function contractJson<S extends z.ZodType>(schema: S, body: z.input<S>, init?: ResponseInit) {
  schema.parse(body);
  return HttpResponse.json(body as JsonBodyType, init);
}

/** The API's one error shape (DESIGN.md section 3). */
export function apiError(status: number, errorCode: string, message: string, fields?: Record<string, string>) {
  return HttpResponse.json({ status, errorCode, message, ...(fields ? { fields } : {}) }, { status });
}

/** What the app sent, for assertions: every request MSW saw in this test, with its JSON body. */
export interface SentRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

/** Starts recording the requests of the current test; read the array after the requests are made. */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const entry: SentRequest = { url: new URL(request.url), method: request.method, headers: request.headers, body: undefined };
    sent.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text ? (JSON.parse(text) as unknown) : undefined;
      })
      .catch(() => undefined);
  });
  return sent;
}

/** GET /active-user answering this account (most screens ask who is logged in). */
export function activeUserHandler(user: z.input<typeof activeUserSchema>) {
  return http.get(apiPath('/active-user'), () => contractJson(activeUserSchema, user));
}

/**
 * The requests of the current test, but the CSRF cookie's, as "path?query" (with `method`:
 * "POST path?query"), in the order the app sent them: for assertions on what was asked.
 */
export function recordCalls(options: { method?: boolean } = {}): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/csrf') calls.push(`${options.method ? `${request.method} ` : ''}${url.pathname}${url.search}`);
  });
  return calls;
}
