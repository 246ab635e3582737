/** DESIGN.md section 6: PENDING -> APPROVED | REJECTED; APPROVED -> COMPLETED when the account is made. */
export const PARTNER_REQUEST_STATES = ['PENDING', 'APPROVED', 'REJECTED', 'COMPLETED'] as const;

/** The states staff may choose in change-state; COMPLETED comes only from the partner's own completion. */
export const PARTNER_DECIDED_STATES = ['APPROVED', 'REJECTED'] as const;
export type PartnerDecidedState = (typeof PARTNER_DECIDED_STATES)[number];

/** Review and sign-off statements: 1-2000 characters after trimming (issue 8). */
export const STATEMENT_MAX = 2000;

/** Sort keys of the partner request list (SPEC.md section 3); DATE is when it was asked. */
export const PARTNER_SORT_KEYS = ['DATE', 'FULL_NAME', 'ADDRESS'] as const;
export type PartnerSortKey = (typeof PARTNER_SORT_KEYS)[number];

/** OPEN: the latest link still works; USED: an account was made with it; EXPIRED: too old, or replaced by a resend. */
export const INVITATION_STATES = ['OPEN', 'USED', 'EXPIRED'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
