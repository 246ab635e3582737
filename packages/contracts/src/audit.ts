import { z } from 'zod';
import { dateFilter, idParam } from './fields';
import { pageQuerySchema, pagedSchema } from './paging';
import { roleSchema } from './roles';

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

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Null for the system's own moves (dispatch, the sweeper). */
  actor: z.object({ id: z.number().int(), username: z.string(), role: roleSchema }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The changed fields before and after, when the action changed a record. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const pagedAuditSchema = pagedSchema(auditEntrySchema);

/** GET /audit-log: ADMIN's record of staff actions, newest first. */
export const auditQuerySchema = pageQuerySchema.pick({ page: true, limit: true }).extend({
  actorId: idParam.optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'invalidValue' }).optional(),
  entity: z.enum(AUDIT_ENTITIES, { error: 'invalidValue' }).optional(),
  entityId: z.string().trim().min(1).max(40).optional(),
  from: dateFilter.optional(),
  to: dateFilter.optional(),
}).strict();
export type AuditQuery = Partial<z.output<typeof auditQuerySchema>>;
