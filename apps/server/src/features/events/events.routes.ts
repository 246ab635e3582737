import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ordersEndpoints } from '@forkly/contracts';
import { eventTicketSchema, eventsQuerySchema } from '@forkly/contracts/schemas';
import { registerEndpoint } from '../../lib/endpoint-route';
import { caller } from '../../plugins/auth';
import { EventHub } from './event-hub';
import { EventTickets } from './event-tickets';
import { getOrderTracking, issueTicket, redeemTicket } from './events.service';
import { SseStream } from './sse-stream';

/** Live updates over Server-Sent Events (DESIGN.md section 6) and the order map's starting point. */
export async function eventsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tickets = new EventTickets(app.deps.config.jwtSecret);
  const hub = new EventHub(
    { db: app.deps.db, handle: app.deps.handle, isRevoked: (sessionId) => app.deps.revocations.has(sessionId) },
    { log: (message, error) => app.log.warn({ err: error }, message) },
  );
  await hub.start();
  app.metrics.gauge('event_streams_open', 'Open live-update (SSE) streams in this instance', () => hub.size);
  // Open streams would keep server.close() waiting for ever: end them before it is called.
  app.addHook('preClose', async () => hub.close());

  r.post(
    '/events/ticket',
    { schema: { tags: ['events'], security: [{ bearer: [] }], response: { 200: eventTicketSchema } } },
    async (request) => issueTicket(tickets, caller(request)),
  );

  r.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        description: 'text/event-stream: `order` {orderId, status, courierId}, `courier-position` {orderId, latitude, longitude}, `resync` {}; a heartbeat comment every 25 s.',
        querystring: eventsQuerySchema,
      },
    },
    async (request, reply) => {
      const who = await redeemTicket(app.deps, tickets, request.query.ticket);
      hub.add(SseStream.open(request, reply, who));
    },
  );

  registerEndpoint(app, ordersEndpoints.getOrderTracking, (request) => getOrderTracking(app.deps, { caller: caller(request), orderId: request.params.id }));
}
