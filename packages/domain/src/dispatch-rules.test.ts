import { describe, expect, it } from 'vitest';
import { ACTIVE_COURIER_STATUSES, isActiveCourierStatus, MAX_ORDERS_PER_TRIP } from './dispatch-rules';

describe('dispatch rules', () => {
  it('counts every paid order on a courier as active until it is delivered', () => {
    expect(ACTIVE_COURIER_STATUSES).toEqual(['CONFIRMED', 'AWAITING_PICKUP', 'READY_FOR_DELIVERY']);
    expect(isActiveCourierStatus('AWAITING_PICKUP')).toBe(true);
    expect(isActiveCourierStatus('DELIVERED')).toBe(false);
    expect(isActiveCourierStatus('PENDING')).toBe(false);
  });

  it('lets a trip carry three orders, as the engine bundles them', () => {
    expect(MAX_ORDERS_PER_TRIP).toBe(3);
  });
});
