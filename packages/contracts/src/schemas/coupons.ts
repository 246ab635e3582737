import { z } from 'zod';
import { COUPON_CODE_MAX, COUPON_SORT_KEYS, COUPON_USAGE_LIMIT_MAX } from '../coupons';
import { SORT_ORDERS } from '../paging';
import { idParam, requiredText } from './fields';
import { itemId } from './orders';
import { pagedSchema } from './paging';
import { limitQuery, pageNumberQuery, searchText } from './restaurants';

/**
 * The promotion form's `name` is the code customers type (DESIGN.md section 6a): letters, digits,
 * '-' and '_', so it reads the same when spoken or printed. Unique ignoring case.
 */
export const couponCodeField = z
  .string({ error: 'nameRequired' })
  .trim()
  .min(1, { error: 'nameRequired' })
  .max(COUPON_CODE_MAX, { error: 'tooLong' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'invalidValue' });

/** POST /coupon/add: the promotion form plus optional expiry, usage limit and restaurant. */
export const createCouponSchema = z.strictObject({
  name: couponCodeField,
  /** SPEC.md section 5: a required number ('Percentage is required'), 1-100. */
  percentage: z.number({ error: 'percentageRequired' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(100, { error: 'tooLong' }),
  description: requiredText('descriptionRequired', 500),
  /** ISO instant; must lie in the future. Absent or null: never expires. */
  expiresAt: z.iso.datetime({ offset: true, error: 'invalidValue' }).nullish(),
  /** How many orders may use it; absent or null: unlimited. */
  usageLimit: z
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(COUPON_USAGE_LIMIT_MAX, { error: 'tooLong' })
    .nullish(),
  /**
   * Staff: the restaurant it is valid at (and at that restaurant's branches), or null/absent for a
   * platform-wide code. A restaurant admin's codes are always its own restaurant's.
   */
  restaurantId: idParam.nullish(),
});
export type CreateCouponRequest = z.input<typeof createCouponSchema>;

/** GET /coupons: paged, 10 a page, newest first unless told otherwise. */
export const couponListQuerySchema = z.strictObject({
  page: pageNumberQuery.optional(),
  limit: limitQuery.optional(),
  name: searchText(COUPON_CODE_MAX).optional(),
  /** Staff: one restaurant's codes. A restaurant admin may only name its own. */
  restaurantId: idParam.optional(),
  sortBy: z.enum(COUPON_SORT_KEYS, { error: 'invalidOption' }).optional(),
  orderBy: z.enum(SORT_ORDERS, { error: 'invalidOption' }).optional(),
});
export type CouponListQuery = z.input<typeof couponListQuerySchema>;

/** A coupon as its managers see it, with how often it was used. */
export const couponSchema = z.object({
  id: z.number().int(),
  /** The code. */
  name: z.string(),
  /** Null for a voucher of an amount (issue 22). */
  percentage: z.number().int().nullable(),
  /** Euro off, for a voucher of an amount. */
  amount: z.number().nullable(),
  /** A voucher's customer, who alone may use it; null for a code anyone may type. */
  userId: z.number().int().nullable(),
  description: z.string(),
  /** Null for a platform-wide code. */
  restaurantId: z.number().int().nullable(),
  restaurantName: z.string().nullable(),
  expiresAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponPageSchema = pagedSchema(couponSchema);
export type CouponPage = z.infer<typeof couponPageSchema>;

/** POST /coupon?coupon-number=CODE */
export const couponQuerySchema = z.strictObject({ 'coupon-number': z.string().trim().min(1, { error: 'codeRequired' }).max(40, { error: 'tooLong' }) });
export const couponCheckRequestSchema = z.strictObject({ restaurantId: itemId.optional() }).nullish();
export const couponCheckSchema = z.object({
  code: z.string(),
  /** Null for a voucher of an amount. */
  percentage: z.number().int().nullable(),
  /** Euro off, for a voucher of an amount; null for a percentage code. */
  amount: z.number().nullable(),
  description: z.string(),
  restaurantId: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
});
export type CouponCheck = z.infer<typeof couponCheckSchema>;
