import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryFeeCents, estimatedDeliveryMinutes, estimatedRoute, straightLineMeters } from './delivery-fee';

const rule = { baseCents: 199, perKmCents: 50, freeDistanceMeters: 2000 };

describe('deliveryFeeCents', () => {
  it('charges the base fee within the free distance', () => {
    expect(deliveryFeeCents(rule, 0)).toBe(199);
    expect(deliveryFeeCents(rule, 2000)).toBe(199);
  });

  it('adds the per-km price for every started km beyond it', () => {
    expect(deliveryFeeCents(rule, 2001)).toBe(249);
    expect(deliveryFeeCents(rule, 3000)).toBe(249);
    expect(deliveryFeeCents(rule, 3000.0000001)).toBe(249);
    expect(deliveryFeeCents(rule, 3001)).toBe(299);
    expect(deliveryFeeCents(rule, 7400)).toBe(199 + 6 * 50);
  });

  it('never falls below the base and never decreases with distance', () => {
    fc.assert(
      fc.property(fc.nat(50_000), fc.nat(50_000), (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(deliveryFeeCents(rule, near)).toBeGreaterThanOrEqual(199);
        expect(deliveryFeeCents(rule, far)).toBeGreaterThanOrEqual(deliveryFeeCents(rule, near));
        expect(Number.isInteger(deliveryFeeCents(rule, far))).toBe(true);
      }),
    );
  });

  it('with no free distance, the first metre starts a km', () => {
    expect(deliveryFeeCents({ baseCents: 0, perKmCents: 100, freeDistanceMeters: 0 }, 1)).toBe(100);
  });
});

describe('estimates', () => {
  it('falls back to straight line x 1.3 at 25 km/h', () => {
    expect(estimatedRoute(1000)).toEqual({ distanceMeters: 1300, durationSeconds: 187 });
  });

  it('adds preparation and the drive rounded up to a minute', () => {
    expect(estimatedDeliveryMinutes(20, 0)).toBe(20);
    expect(estimatedDeliveryMinutes(20, 61)).toBe(22);
    expect(estimatedDeliveryMinutes(15, 600)).toBe(25);
  });

  it('measures the great-circle distance', () => {
    const duisburg = { latitude: 51.4336, longitude: 6.7652 };
    expect(straightLineMeters(duisburg, duisburg)).toBe(0);
    // One hundredth of a degree of latitude is about 1.11 km.
    expect(straightLineMeters(duisburg, { latitude: 51.4436, longitude: 6.7652 })).toBeCloseTo(1111.95, 0);
  });
});
