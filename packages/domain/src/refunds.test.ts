import { describe, expect, it } from 'vitest';
import { couponDiscountCents } from './pricing';
import { lineRefundCents, priceLineRefund, refundableCents } from './refunds';

const order = { subtotalCents: 3000, discountCents: 300, totalCents: 3200, refundedCents: 0 };
const lines = [
  { id: 1, unitPriceCents: 1000, quantity: 2, refundedQuantity: 0 },
  { id: 2, unitPriceCents: 1000, quantity: 1, refundedQuantity: 1 },
];

describe('refund amounts', () => {
  it('gives back a line at what was paid for it: its price less its share of the discount', () => {
    expect(lineRefundCents(order, { unitPriceCents: 1000 }, 1)).toBe(900);
    expect(lineRefundCents({ subtotalCents: 3000, discountCents: 0 }, { unitPriceCents: 1000 }, 2)).toBe(2000);
    // 1/3 of 100 cents off is 33.3: half up to 33.
    expect(lineRefundCents({ subtotalCents: 3000, discountCents: 100 }, { unitPriceCents: 1000 }, 1)).toBe(967);
  });

  it('prices chosen lines, refusing a line not on the order or more items than are left', () => {
    expect(priceLineRefund(order, lines, [{ lineId: 1, quantity: 1 }])).toEqual({ lines: [{ lineId: 1, quantity: 1, amountCents: 900 }] });
    expect(priceLineRefund(order, lines, [{ lineId: 9, quantity: 1 }])).toEqual({ refusal: { lineId: 9, problem: 'lineNotFound' } });
    expect(priceLineRefund(order, lines, [{ lineId: 2, quantity: 1 }])).toEqual({ refusal: { lineId: 2, problem: 'quantityTooHigh' } });
    expect(priceLineRefund(order, lines, [{ lineId: 1, quantity: 3 }])).toEqual({ refusal: { lineId: 1, problem: 'quantityTooHigh' } });
  });

  it('leaves paid minus refunded to refund, never below zero', () => {
    expect(refundableCents(order)).toBe(3200);
    expect(refundableCents({ ...order, refundedCents: 1200 })).toBe(2000);
    expect(refundableCents({ ...order, refundedCents: 4000 })).toBe(0);
  });

  it("takes a voucher's amount off, never more than the subtotal", () => {
    expect(couponDiscountCents(2000, { amountCents: 500 })).toBe(500);
    expect(couponDiscountCents(400, { amountCents: 500 })).toBe(400);
    expect(couponDiscountCents(2000, { percentage: 10 })).toBe(200);
    expect(couponDiscountCents(2000, undefined)).toBe(0);
  });
});
