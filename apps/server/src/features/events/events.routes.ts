import type { FastifyInstance } from 'fastify';
import { eventsEndpoints, ordersEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { EventHub } from './event-hub';
import { pruneLiveEvents, startStream } from './event-replay';
import { EventTickets } from './event-tickets';
import { getOrderTracking, issueTicket, redeemTicket } from './events.service';
import { SseStream } from './sse-stream';

const PRUNE_EVERY_MS = 60_000;

/** The query's `lastEventId` (our client, which opens a new EventSource) or the browser's own Last-Event-ID header. */
function lastEventIdOf(query: string | undefined, header: string | string[] | undefined): number | undefined {
  const value = query ?? (typeof header === 'string' ? header : undefined);
  // A malformed header cannot be resumed from: -1 is never an event, so the client is told to resync.
  if (value === undefined || !/^\d{1,15}$/.test(value)) return value === undefined ? undefined : -1;
  return Number(value);
}

/** Live updates over Server-Sent Events (DESIGN.md section 6) and the order map's starting point. */
export async function eventsRoutes(app: FastifyInstance) {
  const tickets = new EventTickets(app.deps.config.jwtSecret);
  const hub = new EventHub(
    { db: app.deps.db, handle: app.deps.handle, isRevoked: (sessionId) => app.deps.revocations.has(sessionId) },
    { log: (message, error) => app.log.warn({ err: error }, message) },
  );
  await hub.start();
  app.metrics.gauge('event_streams_open', 'Open live-update (SSE) streams in this instance', () => hub.size);
  // Each instance forgets events no replay can need (decision 038); deleting twice is harmless.
  const pruning = setInterval(
    () => void pruneLiveEvents(app.deps.db).catch((error) => app.log.warn({ err: error }, 'live events: pruning failed')),
    PRUNE_EVERY_MS,
  );
  pruning.unref();
  // Open streams would keep server.close() waiting for ever: end them before it is called.
  app.addHook('preClose', async () => {
    clearInterval(pruning);
    await hub.close();
  });

  registerEndpoint(app, eventsEndpoints.issueEventTicket, (request) => issueTicket(tickets, { caller: caller(request) }));

  // The stream writes its own reply (SseStream hijacks it); the handler returns once it is open.
  // It joins the hub first, so nothing is lost between the replay's query and the live events.
  registerEndpoint(app, eventsEndpoints.openEventStream, async (request, reply) => {
    const who = await redeemTicket(app.deps, tickets, request.query.ticket);
    const stream = SseStream.open(request, reply, who);
    hub.add(stream);
    await startStream(app.deps.db, stream, lastEventIdOf(request.query.lastEventId, request.headers['last-event-id']));
  });

  registerEndpoint(app, ordersEndpoints.getOrderTracking, (request) => getOrderTracking(app.deps, { caller: caller(request), orderId: request.params.id }));
}
