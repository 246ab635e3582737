import { compareIds } from '../bundling';
import { promisedDropoff } from '../promise';
import { planRound } from '../round';
import { DEFAULT_SETTINGS, type DispatchSettings, type TripDecision } from '../types';
import type { ReplayPolicy } from './simulate';

/** The dispatch engine, as the server runs it. */
export function enginePolicy(overrides: Partial<DispatchSettings> = {}): ReplayPolicy {
  return {
    name: 'engine',
    round: (input) => planRound({ ...input, settings: { ...input.settings, ...overrides } }),
    promise: (order, plan, travel) => {
      const settings = { ...DEFAULT_SETTINGS, ...overrides };
      if (plan) return promisedDropoff(plan, settings);
      return Math.round(order.readyAt + settings.pickupServiceMinutes / 2 + travel(order.restaurant, order.dropoff) + settings.dropoffServiceMinutes / 2);
    },
  };
}

/**
 * The rule Forkly ran before the engine (DESIGN.md section 6 until 2026-11): when an order's food is
 * ready, the nearest idle courier goes for it alone; the promise is the static "preparation plus drive".
 */
export function naivePolicy(): ReplayPolicy {
  return {
    name: 'naive',
    round: ({ now, orders, couriers, travel, settings }) => {
      const s = { ...DEFAULT_SETTINGS, ...settings };
      const carried = new Set(couriers.flatMap((c) => c.trip?.orderIds ?? []));
      const idle = couriers.filter((c) => !c.trip && c.freeAt <= now);
      const taken = new Set<string>();
      const decisions: TripDecision[] = [];
      const ready = orders.filter((o) => o.readyAt <= now && !carried.has(o.id)).sort((a, b) => a.readyAt - b.readyAt || compareIds(a.id, b.id));
      for (const order of ready) {
        let best: { id: string; drive: number; at: string } | undefined;
        for (const courier of idle) {
          if (taken.has(courier.id)) continue;
          const drive = travel(courier.at, order.restaurant);
          if (now + drive + s.pickupServiceMinutes / 2 > courier.shiftEnd) continue;
          if (!best || drive < best.drive) best = { id: courier.id, drive, at: courier.at };
        }
        if (!best) continue;
        taken.add(best.id);
        const arriveAt = now + best.drive;
        const pickupAt = Math.max(arriveAt + s.pickupServiceMinutes / 2, order.readyAt);
        decisions.push({
          kind: 'trip',
          courierId: best.id,
          restaurant: order.restaurant,
          orderIds: [order.id],
          leaveAt: now,
          arriveAt,
          pickupAt,
          dropoffAt: [pickupAt + s.pickupServiceMinutes / 2 + travel(order.restaurant, order.dropoff) + s.dropoffServiceMinutes / 2],
        });
      }
      return { decisions };
    },
    promise: (order, _plan, travel) =>
      order.readyAt + DEFAULT_SETTINGS.pickupServiceMinutes / 2 + travel(order.restaurant, order.dropoff) + DEFAULT_SETTINGS.dropoffServiceMinutes / 2,
  };
}
