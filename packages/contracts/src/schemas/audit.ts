import { z } from 'zod';
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
/** Who or what GET /name-lookup searches: people by role group, restaurants, or partner requests. */
export const NAME_LOOKUP_KINDS = ['anyone', 'staff', 'customer', 'courier', 'restaurant', 'partnerRequest'] as const;
export type NameLookupKind = (typeof NAME_LOOKUP_KINDS)[number];

/** One match: its id, the name to show, and for a person the role (a restaurant account shows its restaurant's name). */
export const nameMatchSchema = z.object({ id: z.number().int(), name: z.string(), role: roleSchema.nullable() });
export type NameMatch = z.infer<typeof nameMatchSchema>;
