import type { FastifyInstance } from 'fastify';
import { eventsEndpoints, ordersEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { EventHub } from './event-hub';
import { EventTickets } from './event-tickets';
import { getOrderTracking, issueTicket, redeemTicket } from './events.service';
import { SseStream } from './sse-stream';

/** Live updates over Server-Sent Events (DESIGN.md section 6) and the order map's starting point. */
export async function eventsRoutes(app: FastifyInstance) {
  const tickets = new EventTickets(app.deps.config.jwtSecret);
  const hub = new EventHub(
    { db: app.deps.db, handle: app.deps.handle, isRevoked: (sessionId) => app.deps.revocations.has(sessionId) },
    { log: (message, error) => app.log.warn({ err: error }, message) },
  );
  await hub.start();
  app.metrics.gauge('event_streams_open', 'Open live-update (SSE) streams in this instance', () => hub.size);
  // Open streams would keep server.close() waiting for ever: end them before it is called.
  app.addHook('preClose', async () => hub.close());

  registerEndpoint(app, eventsEndpoints.issueEventTicket, (request) => issueTicket(tickets, { caller: caller(request) }));

  // The stream writes its own reply (SseStream hijacks it); the handler returns once it is open.
  registerEndpoint(app, eventsEndpoints.openEventStream, async (request, reply) => {
    const who = await redeemTicket(app.deps, tickets, request.query.ticket);
    hub.add(SseStream.open(request, reply, who));
  });

  registerEndpoint(app, ordersEndpoints.getOrderTracking, (request) => getOrderTracking(app.deps, { caller: caller(request), orderId: request.params.id }));
}
