import { z } from 'zod';
import { SORT_ORDERS } from '../paging';
import { INVITE_NOTE_MAX, STAFF_ROLES, STAFF_SORT_KEYS } from '../staff';
import { TICKET_STATUSES } from '../tickets';
import { emailField } from './fields';
import { pagedSchema } from './paging';
import { limitQuery, pageNumberQuery, searchText } from './restaurants';
import { userSchema } from './users';

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'invalidOption' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

/**
 * POST /credential: ADMIN invites a staff member by e-mail (SPEC.md section 3's invite form,
 * with the role the account will get). The link completes the account with type `service`.
 */
export const staffInviteRequestSchema = z.strictObject({
  email: emailField,
  role: staffRoleSchema,
  note: z.string({ error: 'invalidValue' }).trim().max(INVITE_NOTE_MAX, { error: 'tooLong' }).optional(),
});
export type StaffInviteRequest = z.input<typeof staffInviteRequestSchema>;

/** The answer to POST /credential: the invitation sent, never its code (that travels only in the mail). */
export const staffInvitationSchema = z.object({ id: z.number().int(), email: z.string(), role: staffRoleSchema, expiresAt: z.string() });
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** GET /services?page&limit=10 with optional name (first or last), email, username, role, enabled. */
export const pagedStaffQuerySchema = z.strictObject({
  page: pageNumberQuery.default(1),
  limit: limitQuery.default(10),
  name: searchText().optional(),
  email: searchText(254).optional(),
  username: searchText(64).optional(),
  role: staffRoleSchema.optional(),
  enabled: z.stringbool({ error: 'invalidValue' }).optional(),
  sortBy: z.enum(STAFF_SORT_KEYS, { error: 'invalidOption' }).default('DATE'),
  orderBy: z.enum(SORT_ORDERS, { error: 'invalidOption' }).default('DESC'),
});
export type PagedStaffQuery = z.input<typeof pagedStaffQuerySchema>;

/** A SERVICE or ADMIN account in the services list. */
export const staffMemberSchema = userSchema.extend({ role: staffRoleSchema });
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const pagedStaffSchema = pagedSchema(staffMemberSchema);

/** How many tickets a staff member handles (accepted), by status. */
export const staffTicketCountsSchema = z.object({
  total: z.number().int(),
  byStatus: z.object(Object.fromEntries(TICKET_STATUSES.map((status) => [status, z.number().int()])) as Record<(typeof TICKET_STATUSES)[number], z.ZodNumber>),
});
export type StaffTicketCounts = z.infer<typeof staffTicketCountsSchema>;

/** GET /service/{id}: the member with the counts of the tickets they handle. */
export const staffProfileSchema = staffMemberSchema.extend({ tickets: staffTicketCountsSchema });
export type StaffProfile = z.infer<typeof staffProfileSchema>;
