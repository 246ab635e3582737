import { z } from 'zod';
import { COUPON_USAGE_LIMIT_MAX, type CreateCouponRequest } from '@forkly/contracts';
import { couponCodeField, requiredText } from '@forkly/contracts/schemas';
import { numberProblem, parseDecimal } from './number-text-schema';

/**
 * The promotion form (SPEC.md sections 3 and 5): name (the code), percentage (a required number,
 * 1-100), description, and the optional expiry and usage limit. Inputs are text, so the
 * percentage and limit are parsed here; messages are the shared catalogue's or this feature's.
 */
export const couponFormSchema = z
  .object({
    name: couponCodeField,
    percentage: z.string().superRefine((text, ctx) => {
      const problem = numberProblem(text, { min: 1, max: 100, decimals: 0 });
      if (problem === 'required' || problem === 'notNumber') ctx.addIssue({ code: 'custom', message: 'percentageRequired' });
      else if (problem) ctx.addIssue({ code: 'custom', message: 'percentageRange' });
    }),
    description: requiredText('descriptionRequired', 500),
    /** A datetime-local value ("2025-07-01T23:59") in the person's time zone, or empty. */
    expiresAt: z.string().refine((text) => text === '' || new Date(text).getTime() > Date.now(), { message: 'inPast' }),
    usageLimit: z.string().superRefine((text, ctx) => {
      if (text.trim() === '') return;
      const problem = numberProblem(text, { min: 1, max: COUPON_USAGE_LIMIT_MAX, decimals: 0 });
      if (problem) ctx.addIssue({ code: 'custom', message: problem === 'notNumber' ? 'notNumber' : problem === 'wholeNumber' ? 'wholeNumber' : 'range' });
    }),
  })
  .transform((v): CreateCouponRequest => ({
    name: v.name,
    percentage: parseDecimal(v.percentage)!,
    description: v.description,
    expiresAt: v.expiresAt ? new Date(v.expiresAt).toISOString() : null,
    usageLimit: v.usageLimit.trim() ? parseDecimal(v.usageLimit)! : null,
  }));
