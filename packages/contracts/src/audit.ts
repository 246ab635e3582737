/**
 * Every staff action the audit record keeps (issue 8, "Accountability"): who, when, what, and the
 * before/after of the thing changed. Dispatch's own moves are recorded too (actor null: the system).
 */
export const AUDIT_ACTIONS = [
  'partner.review',
  'partner.signOff',
  'partner.approve',
  'partner.reject',
  'partner.invite',
  'user.enable',
  'user.disable',
  'user.reset2fa',
  'user.remove',
  'staff.invite',
  'courier.offline',
  'order.assign',
  'order.reassign',
  /** The kitchen accepted a paid order with a ready time (decision 034). */
  'order.accept',
  /** The kitchen pushed an accepted order's ready time back. */
  'order.readyTime',
  /** A paid order nobody in the kitchen acknowledged escalated a step (issue 21). */
  'order.escalate',
  /** Staff noted they called the restaurant about an order (the operations board). */
  'order.restaurantCalled',
  /** Staff paused or resumed a restaurant, with the reason. */
  'restaurant.pause',
  'order.cancel',
  'order.refund',
  /** Staff refunded part of a paid order: chosen lines or an amount, with a reason (issue 22). */
  'order.partialRefund',
  /** Staff gave the order's customer a voucher, with a reason (issue 22). */
  'order.voucher',
  'restaurant.show',
  'restaurant.hide',
  'restaurant.remove',
  'ticket.delete',
  /** ADMIN queued a dead job again (decision 019). */
  'job.retry',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit entry is about. */
export const AUDIT_ENTITIES = ['partnerRequest', 'user', 'courier', 'order', 'restaurant', 'ticket', 'invitation', 'job'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
