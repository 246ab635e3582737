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
  totalCents: number;
}

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

/** Base fee plus the per-km fee for every started kilometre beyond the free distance. */
export function deliveryFeeCents(rule: DeliveryFeeRule, routeDistanceMeters: number): number {
  assertCents(rule.baseCents, 'base fee');
  assertCents(rule.perKmCents, 'per-km fee');
  const beyond = Math.max(0, Math.round(routeDistanceMeters) - rule.freeDistanceMeters);
  return rule.baseCents + rule.perKmCents * Math.ceil(beyond / 1000);
}

/** The whole breakdown; the total is subtotal - discount + delivery fee, never negative. */
export function priceOrder(input: {
  lines: readonly LineToPrice[];
  percentage?: number;
  feeRule: DeliveryFeeRule;
  routeDistanceMeters: number;
}): PriceBreakdown {
  const lineTotals = input.lines.map(lineTotalCents);
  const subtotal = lineTotals.reduce((a, b) => a + b, 0);
  const discount = discountCents(subtotal, input.percentage);
  const deliveryFee = deliveryFeeCents(input.feeRule, input.routeDistanceMeters);
  return {
    lineTotalsCents: lineTotals,
    subtotalCents: subtotal,
    discountCents: discount,
    deliveryFeeCents: deliveryFee,
    totalCents: subtotal - discount + deliveryFee,
  };
}

/** Re-prices an order whose lines changed, keeping its discount percentage and delivery fee. */
export function repriceOrder(input: { lines: readonly LineToPrice[]; percentage?: number; deliveryFeeCents: number }): Omit<PriceBreakdown, 'lineTotalsCents'> {
  assertCents(input.deliveryFeeCents, 'delivery fee');
  const subtotal = subtotalCents(input.lines);
  const discount = discountCents(subtotal, input.percentage);
  return {
    subtotalCents: subtotal,
    discountCents: discount,
    deliveryFeeCents: input.deliveryFeeCents,
    totalCents: subtotal - discount + input.deliveryFeeCents,
  };
}
