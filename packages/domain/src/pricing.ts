/**
 * Order prices in integer cents (DESIGN.md sections 1 and 6): lines from database prices, a
 * percentage discount rounded half up to the cent, a delivery fee by route distance. No floats.
 */

export interface LineToPrice {
  unitPriceCents: number;
  quantity: number;
}

/** A restaurant's delivery-fee rule: base + per started km beyond a free distance. */
export interface DeliveryFeeRule {
  baseCents: number;
  perKmCents: number;
  freeDistanceMeters: number;
}

export interface PriceBreakdown {
  lineTotalsCents: number[];
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  tipCents: number;
  totalCents: number;
}

/** The courier's tip as chosen: a share of the food after the discount, or whole cents. */
export type TipChoice = { percentage: number } | { amountCents: number };

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative whole number of cents, got ${value}`);
}

export function lineTotalCents(line: LineToPrice): number {
  assertCents(line.unitPriceCents, 'unit price');
  if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new RangeError(`quantity must be a positive whole number, got ${line.quantity}`);
  return line.unitPriceCents * line.quantity;
}

/** SPEC.md section 9: the sum of quantity times price across lines. */
export function subtotalCents(lines: readonly LineToPrice[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/** `percentage` % of the subtotal, half up to the cent (DESIGN.md section 6a). */
export function discountCents(subtotal: number, percentage: number | undefined): number {
  assertCents(subtotal, 'subtotal');
  if (!percentage) return 0;
  if (!Number.isInteger(percentage) || percentage < 1 || percentage > 100) throw new RangeError(`percentage must be 1-100, got ${percentage}`);
  return Math.floor((subtotal * percentage + 50) / 100);
}

/**
 * What a code takes off the subtotal: its percentage (above), or a voucher's fixed amount, never
 * more than the subtotal (issue 22).
 */
export function couponDiscountCents(subtotal: number, coupon: { percentage?: number | null; amountCents?: number | null } | undefined): number {
  if (coupon?.amountCents) {
    assertCents(coupon.amountCents, 'voucher amount');
    assertCents(subtotal, 'subtotal');
    return Math.min(coupon.amountCents, subtotal);
  }
  return discountCents(subtotal, coupon?.percentage ?? undefined);
}

/** Base fee plus the per-km fee for every started kilometre beyond the free distance. */
export function deliveryFeeCents(rule: DeliveryFeeRule, routeDistanceMeters: number): number {
  assertCents(rule.baseCents, 'base fee');
  assertCents(rule.perKmCents, 'per-km fee');
  const beyond = Math.max(0, Math.round(routeDistanceMeters) - rule.freeDistanceMeters);
  return rule.baseCents + rule.perKmCents * Math.ceil(beyond / 1000);
}

/** A tip in cents: `percentage` % of the food after the discount (half up), or the amount itself. */
export function tipCents(choice: TipChoice | undefined, foodCents: number): number {
  if (!choice) return 0;
  if ('amountCents' in choice) {
    assertCents(choice.amountCents, 'tip');
    return choice.amountCents;
  }
  assertCents(foodCents, 'food');
  if (!Number.isInteger(choice.percentage) || choice.percentage < 0 || choice.percentage > 100)
    throw new RangeError(`tip percentage must be 0-100, got ${choice.percentage}`);
  return Math.floor((foodCents * choice.percentage + 50) / 100);
}

/** The whole breakdown; the total is subtotal - discount + delivery fee + tip, never negative. */
export function priceOrder(input: {
  lines: readonly LineToPrice[];
  percentage?: number;
  /** A voucher's cents off, instead of a percentage. */
  amountCents?: number;
  feeRule: DeliveryFeeRule;
  routeDistanceMeters: number;
  tip?: TipChoice;
}): PriceBreakdown {
  const lineTotals = input.lines.map(lineTotalCents);
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  const discount = couponDiscountCents(subtotal, input);
  const deliveryFee = deliveryFeeCents(input.feeRule, input.routeDistanceMeters);
  const tip = tipCents(input.tip, subtotal - discount);
  return {
    lineTotalsCents: lineTotals,
    subtotalCents: subtotal,
    discountCents: discount,
    deliveryFeeCents: deliveryFee,
    tipCents: tip,
    totalCents: subtotal - discount + deliveryFee + tip,
  };
}

/**
 * Re-prices an order whose lines changed, keeping its discount (percentage or a voucher's cents),
 * its delivery fee and its tip (settled in cents when the order was placed: the courier's tip does
 * not shrink with a changed basket).
 */
export function repriceOrder(input: {
  lines: readonly LineToPrice[];
  percentage?: number;
  amountCents?: number;
  deliveryFeeCents: number;
  tipCents?: number;
}): Omit<PriceBreakdown, 'lineTotalsCents'> {
  assertCents(input.deliveryFeeCents, 'delivery fee');
  const tip = input.tipCents ?? 0;
  assertCents(tip, 'tip');
  const subtotal = subtotalCents(input.lines);
  const discount = couponDiscountCents(subtotal, input);
  return {
    subtotalCents: subtotal,
    discountCents: discount,
    deliveryFeeCents: input.deliveryFeeCents,
    tipCents: tip,
    totalCents: subtotal - discount + input.deliveryFeeCents + tip,
  };
}
