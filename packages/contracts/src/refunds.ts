/**
 * Why staff give money back or a voucher (issue 22). The customer reads the reason in words, on the
 * order page and in the mail, so it is one of a known list, translated, never free text.
 */
export const REFUND_REASONS = ['missingItem', 'wrongItem', 'quality', 'late', 'goodwill', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A voucher is given for the same reasons as a refund. */
export const VOUCHER_REASONS = REFUND_REASONS;
export type VoucherReason = RefundReason;

/** The most lines one refund may name (an order has at most a basket's worth). */
export const REFUND_LINES_MAX = 100;
/** How long a voucher may be used, from the day it is given. */
export const VOUCHER_VALID_DAYS = 365;
