/**
 * Live updates over Server-Sent Events (DESIGN.md section 6). EventSource cannot send a bearer
 * header, so the app first gets a single-use 30-second ticket and opens `/api/events?ticket=`.
 */
export const EVENT_TICKET_TTL_SECONDS = 30;
/** A comment line keeps proxies from closing an idle stream. */
export const EVENT_HEARTBEAT_MS = 25_000;
/** The `retry:` hint: how long a browser waits before it reconnects a dropped stream. */
export const EVENT_RETRY_MS = 3_000;

/** The `event:` names a stream carries. */
export const LIVE_EVENTS = {
  /** An order concerning the listener changed its status or courier. */
  order: 'order',
  /** The courier of the listener's order on its way moved. */
  courierPosition: 'courier-position',
  /** Events may have been missed (the server's LISTEN connection was re-established): refetch. */
  resync: 'resync',
} as const;
