import { z } from 'zod';
import { SORT_ORDERS } from '../paging';
import { INVITATION_STATES, PARTNER_DECIDED_STATES, PARTNER_REQUEST_STATES, PARTNER_SORT_KEYS, STATEMENT_MAX } from '../partner-admin';
import { CONTACT_MODES } from '../partners';
import { addressResponseSchema, addressSchema } from './address';
import { auditEntrySchema } from './audit';
import { contactField, dateFilter, emailField, idParam, requiredText } from './fields';
import { pagedSchema } from './paging';
import { limitQuery, pageNumberQuery } from './restaurants';
import { partnerTypeSchema, roleSchema } from './roles';

/** The `:type` of POST /partner/{type}/registration and POST /invitation/{type}: restaurant, courier or service. */
export const partnerTypeParamsSchema = z.object({ type: partnerTypeSchema });

/** POST /partner/{restaurant|courier|service}/registration (SPEC.md section 3: partner request). */
export const partnerRequestSchema = z.strictObject({
  fullname: requiredText('fullnameRequired', 120),
  partnerName: z.string().trim().max(120).optional(),
  email: emailField,
  phone: contactField,
  contactMode: z.enum(CONTACT_MODES, { error: 'contactModeRequired' }).default('EMAIL'),
  address: addressSchema,
});
export type PartnerRequestInput = z.input<typeof partnerRequestSchema>;

export const partnerRequestStateSchema = z.enum(PARTNER_REQUEST_STATES, { error: 'invalidOption' });
export type PartnerRequestState = z.infer<typeof partnerRequestStateSchema>;

/**
 * GET /paged-registrations?page&limit=10 with the partner list filters of SPEC.md section 3:
 * `reqFrom`/`reqTo` bound when it was asked, `resFrom`/`resTo` when it was decided.
 */
export const pagedRegistrationsQuerySchema = z.strictObject({
  page: pageNumberQuery.default(1),
  limit: limitQuery.default(10),
  type: partnerTypeSchema.optional(),
  state: partnerRequestStateSchema.optional(),
  reviewer: idParam.optional(),
  signer: idParam.optional(),
  /** true: no review yet; false: reviewed. */
  unreviewed: z.stringbool({ truthy: ['true'], falsy: ['false'], error: 'invalidValue' }).optional(),
  reqFrom: dateFilter.optional(),
  reqTo: dateFilter.optional(),
  resFrom: dateFilter.optional(),
  resTo: dateFilter.optional(),
  sortBy: z.enum(PARTNER_SORT_KEYS, { error: 'invalidOption' }).default('DATE'),
  orderBy: z.enum(SORT_ORDERS, { error: 'invalidOption' }).default('DESC'),
});
export type PagedRegistrationsQuery = z.input<typeof pagedRegistrationsQuerySchema>;

/** A staff member named on a request: who reviewed, signed off or decided it. */
/** A staff member as a record names them: by first and last name (the username when they gave none). */
export const staffRefSchema = z.object({ id: z.number().int(), username: z.string(), name: z.string() });
export type StaffRef = z.infer<typeof staffRefSchema>;

/** One row of the partner request list: FULL NAME, CONTACT, ADDRESS, STATUS, REVIEWED BY, SIGNED BY. */
export const partnerRequestSummarySchema = z.object({
  id: z.number().int(),
  type: partnerTypeSchema,
  fullname: z.string(),
  /** The restaurant's name; restaurants only. */
  partnerName: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  contactMode: z.enum(CONTACT_MODES),
  address: addressResponseSchema.nullable(),
  status: partnerRequestStateSchema,
  reviewedBy: staffRefSchema.nullable(),
  signedBy: staffRefSchema.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PartnerRequestSummary = z.infer<typeof partnerRequestSummarySchema>;
export const pagedPartnerRequestsSchema = pagedSchema(partnerRequestSummarySchema);

/** A review or sign-off: the text, who wrote it and when. */
export const partnerStatementSchema = z.object({ statement: z.string(), by: staffRefSchema.nullable(), at: z.string() });
export type PartnerStatement = z.infer<typeof partnerStatementSchema>;

/** GET /partner/{id}: the request, both statements, the decision, the invitation, the account and the history. */
export const partnerRequestDetailSchema = partnerRequestSummarySchema.extend({
  review: partnerStatementSchema.nullable(),
  signOff: partnerStatementSchema.nullable(),
  decision: z.object({ state: z.enum(PARTNER_DECIDED_STATES), by: staffRefSchema.nullable(), at: z.string() }).nullable(),
  /** The latest invitation mailed for this request (approval or a resend). */
  invitation: z.object({ invitedAt: z.string(), expiresAt: z.string(), state: z.enum(INVITATION_STATES) }).nullable(),
  /** The account the partner completed from the invitation (status COMPLETED). */
  completedAccount: z.object({ id: z.number().int(), username: z.string(), role: roleSchema }).nullable(),
  completedAt: z.string().nullable(),
  /** The audit record of this request, oldest first. */
  history: z.array(auditEntrySchema),
});
export type PartnerRequestDetail = z.infer<typeof partnerRequestDetailSchema>;

const reviewStatement = requiredText('reviewRequired', STATEMENT_MAX);
const signoffStatement = requiredText('statementRequired', STATEMENT_MAX);

/**
 * PUT /partner/{id}/review?reviewStatement: SPEC.md puts the text in the query; a JSON body with the
 * same field is taken too (long texts do not fit a URL). One of the two must carry it.
 */
export const reviewQuerySchema = z.strictObject({ reviewStatement: reviewStatement.optional() });
export const reviewBodySchema = z.strictObject({ reviewStatement });
export type ReviewRequest = z.input<typeof reviewBodySchema>;
/** The body of PUT /partner/{id}/review: none when the query carries the statement. */
export const optionalReviewBodySchema = reviewBodySchema.nullish();

/** PUT /partner/{id}/sign-off?signoffStatement, or the same field in a JSON body. */
export const signOffQuerySchema = z.strictObject({ signoffStatement: signoffStatement.optional() });
export const signOffBodySchema = z.strictObject({ signoffStatement });
export type SignOffRequest = z.input<typeof signOffBodySchema>;
/** The body of PUT /partner/{id}/sign-off: none when the query carries the statement. */
export const optionalSignOffBodySchema = signOffBodySchema.nullish();

/** PUT /partner/{id}/change-state?state=APPROVED|REJECTED. */
export const decideQuerySchema = z.strictObject({ state: z.enum(PARTNER_DECIDED_STATES, { error: 'invalidOption' }) });
export type DecideQuery = z.infer<typeof decideQuerySchema>;
