import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../audit';
import { dateFilter, idParam } from './fields';
import { pageQuerySchema, pagedSchema } from './paging';
import { roleSchema } from './roles';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Null for the system's own moves (dispatch, the sweeper). */
  actor: z.object({ id: z.number().int(), username: z.string(), role: roleSchema, name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The item's name as staff know it (a person, a restaurant, a request's applicant); null for an order or a job. */
  itemName: z.string().nullable(),
  /** Names of the people the changes point at by id (a courier an order went to), keyed by account id. */
  names: z.record(z.string(), z.string()),
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

/** Who or what GET /name-lookup searches: people by role group, restaurants, or partner requests. */
export const NAME_LOOKUP_KINDS = ['anyone', 'staff', 'customer', 'courier', 'restaurant', 'partnerRequest'] as const;
export type NameLookupKind = (typeof NAME_LOOKUP_KINDS)[number];

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

/** One match: its id, the name to show, and for a person the role (a restaurant account shows its restaurant's name). */
export const nameMatchSchema = z.object({ id: z.number().int(), name: z.string(), role: roleSchema.nullable() });
export type NameMatch = z.infer<typeof nameMatchSchema>;
export const nameMatchesSchema = z.object({ results: z.array(nameMatchSchema) });
