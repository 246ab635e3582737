import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../audit';
import { auditEntrySchema, NAME_LOOKUP_KINDS, nameMatchSchema } from './audit';
import { outboxMailSchema } from './auth';
import { dateFilter, idParam } from './fields';
import { pagedSchema, pageQuerySchema } from './paging';

/** The platform records of endpoints/records.ts: the audit log, name lookups and the outbox. */

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

/**
 * GET /name-lookup: a filter's combobox finds people and items by name (`search`), or shows the
 * names of ids already in the URL (`ids`, comma separated) after a reload.
 */
export const nameLookupQuerySchema = z.strictObject({
  kind: z.enum(NAME_LOOKUP_KINDS, { error: 'invalidValue' }),
  search: z.string().trim().max(100, { error: 'tooLong' }).optional(),
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,19}$/, { error: 'invalidValue' })
    .transform((value) => value.split(',').map(Number))
    .optional(),
});
export type NameLookupQuery = z.input<typeof nameLookupQuerySchema>;

export const nameMatchesSchema = z.object({ results: z.array(nameMatchSchema) });

export const pagedOutboxSchema = pagedSchema(outboxMailSchema);

/** GET /outbox: a page of mails, newest first; `to` is part of the recipient's address. */
export const outboxQuerySchema = pageQuerySchema
  .pick({ page: true, limit: true })
  .extend({ to: z.string().trim().min(1).max(200).optional() })
  .strict();
