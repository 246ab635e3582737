import { defineEndpoint } from '../endpoint';

/**
 * Live updates (DESIGN.md section 6): the stream is opened with a single-use ticket, not a bearer
 * token (EventSource cannot send headers), so the stream itself is public and the ticket is checked.
 */
const tag = 'events';

export const issueEventTicket = defineEndpoint({
  method: 'POST',
  path: '/events/ticket',
  access: 'authenticated',
  tag,
  answer: { status: 200, schema: 'eventTicketSchema' },
});

export const openEventStream = defineEndpoint({
  method: 'GET',
  path: '/events',
  access: 'public',
  tag,
  description:
    'text/event-stream: `ready` {} first, then `order` {orderId, status, courierId}, `order-withdrawn` {orderId, reason}, `courier` {courierId, status, availability}, `restaurant` {restaurantId, paused}, each with an `id:`; `courier-position` {orderId, latitude, longitude}, `courier-moved` {courierId, latitude, longitude} and `resync` {} without; a heartbeat comment every 25 s. With `lastEventId` (or Last-Event-ID), the events missed since that id within 5 minutes come first, or `resync` (decision 038).',
  query: 'eventsQuerySchema',
  answer: { status: 200, schema: null, mediaType: 'text/event-stream' },
});
