import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryFeeCents, discountCents, priceOrder, repriceOrder, subtotalCents, tipCents } from './pricing';

const rule = { baseCents: 199, perKmCents: 50, freeDistanceMeters: 2000 };

describe('pricing', () => {
  it('sums quantity times price (SPEC.md section 9)', () => {
    expect(
      subtotalCents([
        { unitPriceCents: 850, quantity: 2 },
        { unitPriceCents: 250, quantity: 3 },
      ]),
    ).toBe(2450);
  });

  it('rounds the discount half up to the cent', () => {
    expect(discountCents(1005, 10)).toBe(101); // 100.5 -> 101
    expect(discountCents(1004, 10)).toBe(100); // 100.4 -> 100
    expect(discountCents(999, 15)).toBe(150); // 149.85 -> 150
    expect(discountCents(1000, 100)).toBe(1000);
    expect(discountCents(1000, undefined)).toBe(0);
  });

  it('charges base plus every started km beyond the free distance', () => {
    expect(deliveryFeeCents(rule, 0)).toBe(199);
    expect(deliveryFeeCents(rule, 2000)).toBe(199);
    expect(deliveryFeeCents(rule, 2001)).toBe(249);
    expect(deliveryFeeCents(rule, 3000)).toBe(249);
    expect(deliveryFeeCents(rule, 4500)).toBe(349);
  });

  it('gives the whole breakdown', () => {
    expect(priceOrder({ lines: [{ unitPriceCents: 1290, quantity: 2 }], percentage: 10, feeRule: rule, routeDistanceMeters: 3100 })).toEqual({
      lineTotalsCents: [2580],
      subtotalCents: 2580,
      discountCents: 258,
      deliveryFeeCents: 299,
      tipCents: 0,
      totalCents: 2621,
    });
  });

  it('refuses fractions of a cent and bad quantities', () => {
    expect(() => subtotalCents([{ unitPriceCents: 1.5, quantity: 1 }])).toThrow(RangeError);
    expect(() => subtotalCents([{ unitPriceCents: 100, quantity: 0 }])).toThrow(RangeError);
    expect(() => discountCents(100, 101)).toThrow(RangeError);
  });

  it('keeps every amount a whole number and the total consistent', () => {
    const line = fc.record({ unitPriceCents: fc.integer({ min: 0, max: 100_000 }), quantity: fc.integer({ min: 1, max: 99 }) });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
        fc.integer({ min: 0, max: 50_000 }),
        (lines, percentage, meters) => {
          const p = priceOrder({ lines, percentage, feeRule: rule, routeDistanceMeters: meters });
          for (const v of [p.subtotalCents, p.discountCents, p.deliveryFeeCents, p.totalCents]) expect(Number.isSafeInteger(v)).toBe(true);
          expect(p.discountCents).toBeLessThanOrEqual(p.subtotalCents);
          expect(p.totalCents).toBe(p.subtotalCents - p.discountCents + p.deliveryFeeCents);
          const again = repriceOrder({ lines, percentage, deliveryFeeCents: p.deliveryFeeCents });
          expect(again.totalCents).toBe(p.totalCents);
        },
      ),
    );
  });
});

describe('the courier tip (issue 25)', () => {
  it('is a share of the food after the discount, half up to the cent, or the amount itself', () => {
    expect(tipCents(undefined, 1950)).toBe(0);
    expect(tipCents({ percentage: 10 }, 1950)).toBe(195);
    expect(tipCents({ percentage: 15 }, 1950)).toBe(293);
    expect(tipCents({ amountCents: 250 }, 1950)).toBe(250);
    expect(() => tipCents({ amountCents: -1 }, 1950)).toThrow(RangeError);
    expect(() => tipCents({ percentage: 7.5 }, 1950)).toThrow(RangeError);
  });

  it('is part of the total, and a changed basket keeps the tip in cents', () => {
    const rule = { baseCents: 199, perKmCents: 0, freeDistanceMeters: 0 };
    const lines = [{ unitPriceCents: 850, quantity: 2 }];
    const p = priceOrder({ lines, percentage: 10, feeRule: rule, routeDistanceMeters: 0, tip: { percentage: 10 } });
    expect(p).toMatchObject({ subtotalCents: 1700, discountCents: 170, tipCents: 153, totalCents: 1700 - 170 + 199 + 153 });
    expect(
      repriceOrder({ lines: [lines[0]!, { unitPriceCents: 250, quantity: 1 }], percentage: 10, deliveryFeeCents: 199, tipCents: p.tipCents }),
    ).toMatchObject({
      tipCents: 153,
      totalCents: 1950 - 195 + 199 + 153,
    });
  });
});
