/**
 * Live updates over Server-Sent Events (DESIGN.md section 6). EventSource cannot send a bearer
 * header, so the app first gets a single-use 30-second ticket and opens `/api/events?ticket=`.
 */
export const EVENT_TICKET_TTL_SECONDS = 30;
/** A comment line keeps proxies from closing an idle stream. */
export const EVENT_HEARTBEAT_MS = 25_000;
/** The `retry:` hint: how long a browser waits before it reconnects a dropped stream. */
export const EVENT_RETRY_MS = 3_000;

/**
 * Decision 038: a client that reconnects with the id of the last event it had (`lastEventId`, or
 * the Last-Event-ID header) is sent the events it missed from this far back; beyond it, or past
 * REPLAY_MAX_EVENTS of its own, it is told to `resync` and refetches.
 */
export const EVENT_REPLAY_WINDOW_SECONDS = 300;
/** The most events one reconnect replays; more missed than this and a refetch is cheaper. */
export const EVENT_REPLAY_MAX_EVENTS = 200;

/** The `event:` names a stream carries. */
export const LIVE_EVENTS = {
  /** First on every stream: its `id:` is where this client stands, to send back on a reconnect. */
  ready: 'ready',
  /** An order concerning the listener changed its status or courier. */
  order: 'order',
  /** A courier's order was given to another courier or cancelled without it: it is no longer theirs. */
  orderWithdrawn: 'order-withdrawn',
  /** A courier went online or offline, by itself or by staff (to the courier and to staff). */
  courier: 'courier',
  /** An online courier reported its position (to staff: the "Online now" map). */
  courierMoved: 'courier-moved',
  /** A restaurant was paused or resumed (to everyone: its menu, the lists, its own dashboard). */
  restaurant: 'restaurant',
  /** The courier of the listener's order on its way moved. */
  courierPosition: 'courier-position',
  /** Events may have been missed (the server's LISTEN connection was re-established): refetch. */
  resync: 'resync',
} as const;
