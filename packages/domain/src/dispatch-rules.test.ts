import { describe, expect, it } from 'vitest';
import { chooseCourier, isActiveCourierStatus, MAX_ACTIVE_ORDERS_PER_COURIER, pickupDistance, planAssignments, type DispatchCourier } from './dispatch-rules';

const restaurant = { latitude: 51.4336, longitude: 6.7652 };
/** Points north of the restaurant, roughly `km` kilometres away. */
const north = (km: number) => ({ latitude: restaurant.latitude + km / 111.2, longitude: restaurant.longitude });
const courier = (courierId: number, position: DispatchCourier['position'], activeOrders = 0): DispatchCourier => ({ courierId, position, activeOrders });

describe('chooseCourier', () => {
  it('takes the nearest of the couriers with the fewest active orders', () => {
    const couriers = [courier(1, north(3)), courier(2, north(1)), courier(3, north(0.2), 1)];
    expect(chooseCourier(couriers, restaurant)?.courierId).toBe(2);
  });

  it('prefers a free courier far away over a busy one next door', () => {
    expect(chooseCourier([courier(1, north(0.1), 1), courier(2, north(8))], restaurant)?.courierId).toBe(2);
  });

  it('among equally busy couriers takes the nearest', () => {
    expect(chooseCourier([courier(1, north(2), 1), courier(2, north(0.5), 1)], restaurant)?.courierId).toBe(2);
  });

  it('never takes a courier that already holds the maximum', () => {
    expect(MAX_ACTIVE_ORDERS_PER_COURIER).toBe(2);
    expect(chooseCourier([courier(1, north(0.1), 2), courier(2, north(5), 1)], restaurant)?.courierId).toBe(2);
    expect(chooseCourier([courier(1, north(0.1), 2), courier(2, north(5), 3)], restaurant)).toBeUndefined();
    expect(chooseCourier([], restaurant)).toBeUndefined();
  });

  it('counts a courier without a position as far away, after every one with a position', () => {
    expect(chooseCourier([courier(1, null), courier(2, north(40))], restaurant)?.courierId).toBe(2);
    expect(chooseCourier([courier(1, null)], restaurant)?.courierId).toBe(1);
    expect(pickupDistance(courier(1, null), restaurant)).toBe(Number.POSITIVE_INFINITY);
  });

  it('breaks ties by the lower id, also when the pickup has no position', () => {
    expect(chooseCourier([courier(7, north(1)), courier(3, north(1))], restaurant)?.courierId).toBe(3);
    expect(chooseCourier([courier(7, north(1)), courier(3, north(2))], null)?.courierId).toBe(3);
  });
});

describe('planAssignments', () => {
  it('assigns oldest first, counts each assignment and stops when everyone is full', () => {
    const couriers = [courier(1, north(1)), courier(2, north(2))];
    const orders = [1, 2, 3, 4, 5].map((orderId) => ({ orderId, pickup: restaurant }));
    expect(planAssignments(orders, couriers)).toEqual([
      { orderId: 1, courierId: 1 },
      { orderId: 2, courierId: 2 },
      { orderId: 3, courierId: 1 },
      { orderId: 4, courierId: 2 },
    ]);
    // The input is not changed.
    expect(couriers.map((c) => c.activeOrders)).toEqual([0, 0]);
  });

  it('assigns nothing without room', () => {
    expect(planAssignments([{ orderId: 1, pickup: restaurant }], [courier(1, north(1), 2)])).toEqual([]);
    expect(planAssignments([], [courier(1, north(1))])).toEqual([]);
  });
});

describe('isActiveCourierStatus', () => {
  it('is true for the statuses a courier holds an order in', () => {
    expect(isActiveCourierStatus('AWAITING_PICKUP')).toBe(true);
    expect(isActiveCourierStatus('READY_FOR_DELIVERY')).toBe(true);
    for (const status of ['PENDING', 'CONFIRMED', 'DELIVERED', 'CANCELLED'] as const) expect(isActiveCourierStatus(status)).toBe(false);
  });
});
