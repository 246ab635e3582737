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
  'order.cancel',
  'order.refund',
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
