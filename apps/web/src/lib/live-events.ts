import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointPath, eventsEndpoints, type OrderEvent } from '@forkly/contracts';
import { buildUrl } from './api-client';
import { callEndpoint } from './endpoint-client';
import { contractSchema } from './lazy-schema';
import { useSession } from './session';
import { orderKeys } from './query-keys';

/** A courier's position while the listener's order is on its way (DESIGN.md section 6). */
export interface CourierPosition {
  orderId: number;
  latitude: number;
  longitude: number;
}

type OrderListener = (change: OrderEvent) => void;
const orderListeners = new Set<OrderListener>();

/** Hear the order changes the stream brings (a restaurant's new paid order, ...); returns an unsubscribe function. */
export function subscribeOrderChanges(listener: OrderListener): () => void {
  orderListeners.add(listener);
  return () => orderListeners.delete(listener);
}

type PositionListener = (position: CourierPosition) => void;
const positionListeners = new Set<PositionListener>();

/** Hear the courier positions the stream brings; returns an unsubscribe function. */
export function subscribeCourierPositions(listener: PositionListener): () => void {
  positionListeners.add(listener);
  return () => positionListeners.delete(listener);
}

/**
 * The event schema (and with it zod) loads when a stream opens, so the entry every page shares
 * does not carry it, and visitors who never log in never download it.
 */
const orderEventSchema = contractSchema('orderEventSchema');

/** Reconnect delays after a dropped stream: 3 s as the server's `retry:` hint, doubling to 30 s. */
const FIRST_RETRY_MS = 3_000;
const MAX_RETRY_MS = 30_000;

function parse(data: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One event stream per tab for the logged-in account. EventSource cannot send a bearer header,
 * so each connection first gets a single-use ticket; the browser's own reconnect would reuse a
 * spent ticket, so a dropped stream is closed and opened again with a new one, and everything is
 * refetched, because events may have been missed in between.
 */
function connectLiveEvents(queryClient: QueryClient): () => void {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let delay = FIRST_RETRY_MS;
  let connectedBefore = false;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void open(), delay);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  };

  const open = async () => {
    let ticket: string;
    let eventSchema: Awaited<ReturnType<typeof orderEventSchema.load>>;
    try {
      [ticket, eventSchema] = await Promise.all([callEndpoint(eventsEndpoints.issueEventTicket, {}).then((answer) => answer.ticket), orderEventSchema.load()]);
    } catch {
      return retry();
    }
    if (stopped) return;
    // EventSource opens the stream itself, so only the endpoint's URL is taken from the contract.
    source = new EventSource(buildUrl(endpointPath(eventsEndpoints.openEventStream), { ticket }));
    source.addEventListener('open', () => {
      delay = FIRST_RETRY_MS;
      if (connectedBefore) void queryClient.invalidateQueries();
      connectedBefore = true;
    });
    source.addEventListener('order', (event) => {
      const data = parse((event as MessageEvent<string>).data);
      if (typeof data?.orderId !== 'number') return;
      // Broad prefixes: every order list and everything about this one order.
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(data.orderId) });
      const change = eventSchema.safeParse(data);
      if (change.success) for (const listener of orderListeners) listener(change.data);
    });
    source.addEventListener('courier-position', (event) => {
      const data = parse((event as MessageEvent<string>).data);
      if (typeof data?.orderId !== 'number' || typeof data.latitude !== 'number' || typeof data.longitude !== 'number') return;
      const position = { orderId: data.orderId, latitude: data.latitude, longitude: data.longitude };
      for (const listener of positionListeners) listener(position);
    });
    source.addEventListener('resync', () => void queryClient.invalidateQueries());
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
