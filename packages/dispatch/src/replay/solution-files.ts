import type { MdrpInstance } from './mdrp-instance';
import type { ReplayResult } from './simulate';

/** Grubhub's evaluator files for a replay, and `promises.txt` (the promise made at placement). */
export interface SolutionFiles {
  'solution_info_assignments.txt': string;
  'solution_info_orders.txt': string;
  'solution_info_couriers.txt': string;
  'promises.txt': string;
}

const lines = (header: string, rows: string[]) => [header, ...rows].join('\n') + '\n';

export function solutionFiles(instance: MdrpInstance, result: ReplayResult): SolutionFiles {
  const trips = [...result.trips].sort((a, b) => a.sentAt - b.sentAt || a.courierId.localeCompare(b.courierId));
  const assignments = trips.map((t) => [t.assignedAt, t.pickupAt, t.courierId, ...t.orderIds].join(' '));

  const orderRows: string[] = [];
  const orders = new Map(instance.orders.map((o) => [o.id, o]));
  for (const trip of trips) {
    trip.orderIds.forEach((id, i) => {
      const order = orders.get(id)!;
      orderRows.push([id, order.placedAt, order.readyAt, trip.pickupAt, trip.dropoffAt[i], trip.courierId].join(' '));
    });
  }

  // Each courier's moves together and in order; `0` is its start point.
  const moves: string[] = [];
  const halfPickup = instance.pickupServiceMinutes / 2;
  const halfDropoff = instance.dropoffServiceMinutes / 2;
  for (const courier of instance.couriers) {
    const own = trips.filter((t) => t.courierId === courier.id).sort((a, b) => a.leaveAt - b.leaveAt);
    for (const trip of own) {
      moves.push([courier.id, trip.leaveAt, trip.from === courier.id ? '0' : trip.from, trip.restaurant].join(' '));
      let from = trip.restaurant;
      let departAt = trip.pickupAt + halfPickup;
      trip.orderIds.forEach((id, i) => {
        moves.push([courier.id, departAt, from, id].join(' '));
        from = id;
        departAt = trip.dropoffAt[i]! + halfDropoff;
      });
    }
  }
  const promises = instance.orders.filter((o) => result.promises.has(o.id)).map((o) => `${o.id} ${result.promises.get(o.id)}`);
  return {
    'solution_info_assignments.txt': lines('assignment_time pickup_time courier orders', assignments),
    'solution_info_orders.txt': lines('order placement_time ready_time pickup_time dropoff_time courier', orderRows),
    'solution_info_couriers.txt': lines('courier departure_time origin destination', moves),
    'promises.txt': lines('order promised_dropoff_time', promises),
  };
}
