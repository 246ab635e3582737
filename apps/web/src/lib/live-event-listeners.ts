import type { CourierEvent, CourierMovedEvent, OrderEvent, OrderWithdrawnEvent, RestaurantEvent } from '@forkly/contracts';

/** A courier's position while the listener's order is on its way (DESIGN.md section 6). */
export interface CourierPosition {
  orderId: number;
  latitude: number;
  longitude: number;
}

/** What each event of the stream carries once checked against its contract (decision 038). */
export interface LiveEventPayloads {
  order: OrderEvent;
  'order-withdrawn': OrderWithdrawnEvent;
  courier: CourierEvent;
  'courier-moved': CourierMovedEvent;
  'courier-position': CourierPosition;
  restaurant: RestaurantEvent;
}

export type LiveEventName = keyof LiveEventPayloads;

const listeners = new Map<LiveEventName, Set<(payload: never) => void>>();

/**
 * Hear one kind of event the tab's stream brings (a courier panel its withdrawn orders, staff's map
 * the couriers that move); returns an unsubscribe function. The queries an event concerns are
 * refreshed by live-events.ts whether anyone listens or not.
 */
export function subscribeLiveEvent<K extends LiveEventName>(name: K, listener: (payload: LiveEventPayloads[K]) => void): () => void {
  let set = listeners.get(name);
  if (!set) listeners.set(name, (set = new Set()));
  set.add(listener as (payload: never) => void);
  return () => void set.delete(listener as (payload: never) => void);
}

/** Tells every listener of this kind (live-events.ts, once the payload passed its schema). */
export function emitLiveEvent<K extends LiveEventName>(name: K, payload: LiveEventPayloads[K]): void {
  for (const listener of listeners.get(name) ?? []) (listener as (payload: LiveEventPayloads[K]) => void)(payload);
}

/** Hear the order changes the stream brings (a restaurant's new paid order, ...). */
export function subscribeOrderChanges(listener: (change: OrderEvent) => void): () => void {
  return subscribeLiveEvent('order', listener);
}

/** Hear the courier positions the stream brings. */
export function subscribeCourierPositions(listener: (position: CourierPosition) => void): () => void {
  return subscribeLiveEvent('courier-position', listener);
}
