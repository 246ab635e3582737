import pgListen, { type Subscriber } from 'pg-listen';

// pg-listen is CommonJS with `exports.default`: Node's own ESM loader (the built server) hands over
// the exports object, tsx and vitest the function itself.
const createSubscriber: typeof pgListen = typeof pgListen === 'function' ? pgListen : (pgListen as unknown as { default: typeof pgListen }).default;

/** How often the LISTEN connection proves it is alive; a half-open TCP connection says nothing. */
const LISTEN_PING_MS = 30_000;
const LISTEN_RETRY_MAX_MS = 5_000;

export interface ListenConnection {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  onReconnect(callback: () => void): () => void;
  /** Called before each attempt to connect again after the connection was lost, with its number (1, 2, …). */
  onRetry(callback: (attempt: number) => void): () => void;
  close(): Promise<void>;
}

/**
 * PostgreSQL's LISTEN on a dedicated connection (pg-listen): it pings the connection, reconnects
 * with backoff when it is lost, LISTENs again on every channel, and then says so, because whatever
 * was sent meanwhile is lost and listeners must reload their state.
 */
export function openListenConnection(url: string): ListenConnection {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const reconnectCallbacks = new Set<() => void>();
  const retryCallbacks = new Set<(attempt: number) => void>();
  let connecting: Promise<Subscriber> | undefined;
  let closed = false;

  function createListener(): Subscriber {
    const subscriber = createSubscriber(
      { connectionString: url, query_timeout: 10_000 },
      {
        paranoidChecking: LISTEN_PING_MS,
        retryInterval: (attempt) => {
          // pg-listen's reconnection loop does not look at close(): a throw here is what ends it.
          if (closed) throw new Error('LISTEN connection closed');
          return Math.min(200 * 2 ** attempt, LISTEN_RETRY_MAX_MS);
        },
        // Retry for as long as the app runs: pg-listen gives up after 3 s by default; 0 means no limit.
        retryTimeout: 0,
        // Payloads are plain strings (ids, channel words), not pg-listen's default JSON.
        parse: (payload) => payload,
      },
    );
    subscriber.events.on('notification', ({ channel, payload }) => {
      for (const fn of listeners.get(channel) ?? []) {
        try {
          fn(typeof payload === 'string' ? payload : '');
        } catch {
          // One listener's failure must not starve the others or kill the connection.
        }
      }
    });
    subscriber.events.on('reconnect', (attempt: number) => retryCallbacks.forEach((fn) => fn(attempt)));
    // A reconnection whose LISTEN failed: the next ping (or the connection's end) starts another.
    subscriber.events.on('error', () => {});
    return subscriber;
  }

  /** Connects on the first LISTEN; a failed first connection is tried anew by the next one. */
  function connect(): Promise<Subscriber> {
    connecting ??= (async () => {
      const subscriber = createListener();
      try {
        await subscriber.connect();
      } catch (error) {
        connecting = undefined;
        await subscriber.close().catch(() => {});
        throw error;
      }
      // 'connected' comes again after every reconnection, once every channel is LISTENed to again.
      subscriber.events.on('connected', () => reconnectCallbacks.forEach((fn) => fn()));
      return subscriber;
    })();
    return connecting;
  }

  return {
    listen: async (channel, onPayload) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      let set = listeners.get(channel);
      const isNew = !set;
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(onPayload);
      const subscriber = await connect();
      if (isNew) await subscriber.listenTo(channel);
      return async () => {
        set.delete(onPayload);
      };
    },
    onReconnect: (callback) => {
      reconnectCallbacks.add(callback);
      return () => reconnectCallbacks.delete(callback);
    },
    onRetry: (callback) => {
      retryCallbacks.add(callback);
      return () => retryCallbacks.delete(callback);
    },
    close: async () => {
      closed = true;
      const subscriber = await connecting?.catch(() => undefined);
      await subscriber?.close().catch(() => {});
    },
  };
}
