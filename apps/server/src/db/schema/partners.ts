import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { CONTACT_MODES, PARTNER_TYPES } from '@forkly/contracts';
import { addressColumns, timestamps } from './columns';
import { users } from './identity';

export const partnerTypeEnum = pgEnum('partner_type', PARTNER_TYPES);
export const contactModeEnum = pgEnum('contact_mode', CONTACT_MODES);

/** DESIGN.md section 6: PENDING -> APPROVED | REJECTED; APPROVED -> COMPLETED on account completion. */
export const PARTNER_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'COMPLETED'] as const;
export type PartnerRequestStatus = (typeof PARTNER_REQUEST_STATUSES)[number];
export const partnerRequestStatusEnum = pgEnum('partner_request_status', PARTNER_REQUEST_STATUSES);

/** A would-be restaurant, courier or service employee asking to join (SPEC.md section 3). */
export const partnerRequests = pgTable(
  'partner_requests',
  {
    id: serial('id').primaryKey(),
    type: partnerTypeEnum('type').notNull(),
    fullname: text('fullname').notNull(),
    /** The restaurant's name; restaurants only. */
    partnerName: text('partner_name'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    contactMode: contactModeEnum('contact_mode').notNull().default('EMAIL'),
    ...addressColumns(),
    status: partnerRequestStatusEnum('status').notNull().default('PENDING'),
    reviewStatement: text('review_statement'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    signoffStatement: text('signoff_statement'),
    signedBy: integer('signed_by').references(() => users.id, { onDelete: 'set null' }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** Who changed the state to APPROVED or REJECTED (the "response" of the resFrom/resTo filters). */
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The account the invited partner completed (status COMPLETED). */
    completedUserId: integer('completed_user_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the last invitation for this request was mailed (approval or a resend). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** The language the form was sent in: the refusal and the invitation are written in it (issue 22). */
    locale: text('locale').notNull().default('en'),
    ...timestamps(),
  },
  (t) => [
    index('partner_requests_type_idx').on(t.type),
    index('partner_requests_status_idx').on(t.status),
    index('partner_requests_reviewer_idx').on(t.reviewedBy),
    index('partner_requests_signer_idx').on(t.signedBy),
    index('partner_requests_created_idx').on(t.createdAt),
    index('partner_requests_decided_idx').on(t.decidedAt),
    index('partner_requests_fullname_idx').on(t.fullname),
    // Four eyes: the sign-off must come from someone other than the reviewer.
    check('partner_requests_four_eyes', sql`${t.signedBy} IS NULL OR ${t.reviewedBy} IS NULL OR ${t.signedBy} <> ${t.reviewedBy}`),
  ],
);

export type PartnerRequest = typeof partnerRequests.$inferSelect;
export type NewPartnerRequest = typeof partnerRequests.$inferInsert;
