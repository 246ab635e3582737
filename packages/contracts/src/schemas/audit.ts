import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../audit';
import { dateFilter, idParam } from './fields';
import { pageQuerySchema, pagedSchema } from './paging';
import { roleSchema } from './roles';

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
export const auditQuerySchema = pageQuerySchema
  .pick({ page: true, limit: true })
  .extend({
    actorId: idParam.optional(),
    action: z.enum(AUDIT_ACTIONS, { error: 'invalidValue' }).optional(),
    entity: z.enum(AUDIT_ENTITIES, { error: 'invalidValue' }).optional(),
    entityId: z.string().trim().min(1).max(40).optional(),
    from: dateFilter.optional(),
    to: dateFilter.optional(),
  })
  .strict();
export type AuditQuery = Partial<z.output<typeof auditQuerySchema>>;
