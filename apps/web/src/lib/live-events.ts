import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointPath, eventsEndpoints, LIVE_EVENTS } from '@forkly/contracts';
import { buildUrl } from './api-client';
import { callEndpoint } from './endpoint-client';
import { contractSchema, type LazySchema } from './lazy-schema';
import { emitLiveEvent, type LiveEventName, type LiveEventPayloads } from './live-event-listeners';
import { useSession } from './session';
import { orderKeys, profileKeys, restaurantDirectoryKeys, restaurantKeys } from './query-keys';

export { subscribeCourierPositions, subscribeLiveEvent, subscribeOrderChanges, type CourierPosition } from './live-event-listeners';

/**
 * Each event's schema; they (and with them zod) load when a stream opens, so the entry every page
 * shares does not carry them, and visitors who never log in never download them.
 */
const schemas: { [K in LiveEventName]: LazySchema } = {
  order: contractSchema('orderEventSchema'),
  'order-withdrawn': contractSchema('orderWithdrawnEventSchema'),
  courier: contractSchema('courierEventSchema'),
  'courier-moved': contractSchema('courierMovedEventSchema'),
  'courier-position': contractSchema('courierPositionEventSchema'),
  restaurant: contractSchema('restaurantEventSchema'),
};
const EVENT_NAMES = Object.keys(schemas) as LiveEventName[];

/** The queries an event makes stale, refreshed whether a screen listens or not. */
function staleKeys<K extends LiveEventName>(name: K, payload: LiveEventPayloads[K]): readonly (readonly unknown[])[] {
  switch (name) {
    case 'order':
    case 'order-withdrawn': {
      // Broad prefixes: every order list (a courier's panel among them) and everything about this one order.
      const { orderId } = payload as LiveEventPayloads['order'];
      return [orderKeys.lists(), orderKeys.detail(orderId)];
    }
    case 'courier':
      // The courier's own profile (its panel's Online/Offline) and staff's view of it.
      return [profileKeys.all()];
    case 'restaurant': {
      const { restaurantId } = payload as LiveEventPayloads['restaurant'];
      return [restaurantKeys.detail(restaurantId), restaurantKeys.lists(), restaurantDirectoryKeys.all()];
    }
    default:
      return [];
  }
}

/** Reconnect delays after a dropped stream: 3 s as the server's `retry:` hint, doubling to 30 s. */
const FIRST_RETRY_MS = 3_000;
const MAX_RETRY_MS = 30_000;

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * One event stream per tab for the logged-in account. EventSource cannot send a bearer header,
 * so each connection first gets a single-use ticket; the browser's own reconnect would reuse a
 * spent ticket, so a dropped stream is closed and opened again with a new one. It sends the id of
 * the last event it had (decision 038), and the server replays what was missed, or says `resync`
 * when it cannot, and then everything is refetched; so is everything when it had no id yet.
 */
function connectLiveEvents(queryClient: QueryClient): () => void {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let delay = FIRST_RETRY_MS;
  let lastEventId: string | undefined;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void open(), delay);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  };

  /** Where the client stands: the `id:` of the last event that had one ('0': the log was empty when it connected). */
  const remember = (event: Event) => {
    const id = (event as MessageEvent).lastEventId;
    if (id) lastEventId = id;
  };

  const open = async () => {
    let ticket: string;
    let loaded: Record<LiveEventName, Awaited<ReturnType<LazySchema['load']>>>;
    try {
      const [answer, ...parsers] = await Promise.all([callEndpoint(eventsEndpoints.issueEventTicket, {}), ...EVENT_NAMES.map((name) => schemas[name].load())]);
      ticket = answer.ticket;
      loaded = Object.fromEntries(EVENT_NAMES.map((name, i) => [name, parsers[i]!])) as typeof loaded;
    } catch {
      return retry();
    }
    if (stopped) return;
    const resumeFrom = lastEventId;
    // EventSource opens the stream itself, so only the endpoint's URL is taken from the contract.
    source = new EventSource(buildUrl(endpointPath(eventsEndpoints.openEventStream), resumeFrom ? { ticket, lastEventId: resumeFrom } : { ticket }));
    source.addEventListener('open', () => {
      delay = FIRST_RETRY_MS;
      // Without an id to resume from, what was missed is unknown: everything is asked again. That
      // includes the first connection: a change between the page's first reads and the stream
      // opening (a kitchen accepting the order just paid) would otherwise be missed.
      if (!resumeFrom) void queryClient.invalidateQueries();
    });
    source.addEventListener(LIVE_EVENTS.ready, remember);
    for (const name of EVENT_NAMES) {
      source.addEventListener(name, (event) => {
        remember(event);
        const checked = loaded[name].safeParse(parse((event as MessageEvent<string>).data));
        if (!checked.success) return;
        const payload = checked.data as LiveEventPayloads[typeof name];
        for (const queryKey of staleKeys(name, payload)) void queryClient.invalidateQueries({ queryKey });
        emitLiveEvent(name, payload);
      });
    }
    source.addEventListener(LIVE_EVENTS.resync, () => void queryClient.invalidateQueries());
    source.addEventListener('error', () => {
      source?.close();
      source = undefined;
      retry();
    });
  };

  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

/** Mount once for the whole app: live while someone is logged in, closed on logout. */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const loggedIn = useSession((state) => state.status === 'authenticated');
  useEffect(() => {
    if (!loggedIn || typeof EventSource === 'undefined') return;
    return connectLiveEvents(queryClient);
  }, [loggedIn, queryClient]);
}
