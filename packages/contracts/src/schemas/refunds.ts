import { z } from 'zod';
import { PRICE_PATTERN } from '../menu-admin';
import { MAX_QUANTITY, MIN_QUANTITY } from '../orders';
import { REFUND_LINES_MAX, REFUND_REASONS, VOUCHER_REASONS } from '../refunds';
import { idParam } from './fields';

/** An amount in euro as typed ("12.50"), or the same as a JSON number; at least one cent. */
const euroAmountField = z
  .union([z.string(), z.number()], { error: 'amountRequired' })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'amountRequired' })
      .regex(PRICE_PATTERN, { error: 'invalidValue' })
      .transform(Number)
      .refine((euro) => euro > 0, { error: 'amountRequired' }),
  );

const refundLineRequestSchema = z.strictObject({
  lineId: idParam,
  /** How many of the line's items go back (a line of 3 pizzas may refund 1). */
  quantity: z
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(MIN_QUANTITY, { error: 'invalidValue' })
    .max(MAX_QUANTITY, { error: 'invalidValue' }),
});

/**
 * POST /order/{id}/refund: the lines (dishes and extras, each with how many) or an amount, never
 * both, and why. The client names what goes back; the server computes every cent (issue 22).
 */
export const refundRequestSchema = z
  .strictObject({
    lines: z.array(refundLineRequestSchema).max(REFUND_LINES_MAX, { error: 'tooLong' }).optional(),
    amount: euroAmountField.optional(),
    reason: z.enum(REFUND_REASONS, { error: 'reasonRequired' }),
  })
  .superRefine((request, ctx) => {
    const hasLines = (request.lines?.length ?? 0) > 0;
    if (hasLines === (request.amount !== undefined)) ctx.addIssue({ code: 'custom', message: 'refundChoiceRequired', path: ['lines'] });
    const ids = request.lines?.map((line) => line.lineId) ?? [];
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['lines'] });
  });
export type RefundRequest = z.input<typeof refundRequestSchema>;

/** One refund of an order as its customer and staff see it. */
export const orderRefundSchema = z.object({
  id: z.number().int(),
  /** Euro given back. */
  amount: z.number(),
  reason: z.enum(REFUND_REASONS),
  /** The lines it gave back; empty for a refund of an amount. */
  lines: z.array(z.object({ lineId: z.number().int(), name: z.string(), quantity: z.number().int(), amount: z.number() })),
  createdAt: z.string(),
  /** When the payment provider took it; null while it is on its way (the job queue). */
  refundedAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** POST /order/{id}/voucher: an amount in euro or a percentage off the customer's next order, and why. */
export const voucherRequestSchema = z
  .strictObject({
    kind: z.enum(['amount', 'percentage'], { error: 'invalidOption' }),
    amount: euroAmountField.optional(),
    percentage: z
      .number({ error: 'percentageRequired' })
      .int({ error: 'invalidValue' })
      .min(1, { error: 'invalidValue' })
      .max(100, { error: 'invalidValue' })
      .optional(),
    reason: z.enum(VOUCHER_REASONS, { error: 'reasonRequired' }),
  })
  .superRefine((request, ctx) => {
    if (request.kind === 'amount' && request.amount === undefined) ctx.addIssue({ code: 'custom', message: 'amountRequired', path: ['amount'] });
    if (request.kind === 'percentage' && request.percentage === undefined)
      ctx.addIssue({ code: 'custom', message: 'percentageRequired', path: ['percentage'] });
    if (request.kind === 'amount' && request.percentage !== undefined) ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['percentage'] });
    if (request.kind === 'percentage' && request.amount !== undefined) ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['amount'] });
  });
export type VoucherRequest = z.input<typeof voucherRequestSchema>;

/** A voucher: a one-customer, one-use code (DESIGN.md section 6a's coupon, for one customer only). */
export const voucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** Euro off, or null for a percentage voucher. */
  amount: z.number().nullable(),
  percentage: z.number().int().nullable(),
  reason: z.enum(VOUCHER_REASONS),
  /** The customer who alone may use it. */
  userId: z.number().int(),
  orderId: z.number().int(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Voucher = z.infer<typeof voucherSchema>;
