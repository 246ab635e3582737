import type { z } from 'zod';
import type { couponFormSchema } from './coupon-form-schema';

export type CouponFormInput = z.input<typeof couponFormSchema>;

export const emptyCouponForm: CouponFormInput = { name: '', percentage: '', description: '', expiresAt: '', usageLimit: '' };

/** API field -> form field: the same names, so every server message lands on its field. */
export const COUPON_SERVER_FIELDS: Record<string, string> = {
  name: 'name',
  percentage: 'percentage',
  description: 'description',
  expiresAt: 'expiresAt',
  usageLimit: 'usageLimit',
};
