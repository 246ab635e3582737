/** The list's filters kept in the URL (SPEC.md section 3's partner list filters). */
export const PARTNER_FILTER_KEYS = ['type', 'state', 'unreviewed', 'reviewer', 'signer', 'reqFrom', 'reqTo', 'resFrom', 'resTo'] as const;
export type PartnerFilterKey = (typeof PARTNER_FILTER_KEYS)[number];

/**
 * SPEC.md section 9: the default list sort is DATE descending. DATE is the server's default
 * `sortBy` and no column's, so only the order is set here (the phone layout then reads "Newest first").
 */
export const PARTNER_LIST_DEFAULTS = { orderBy: 'DESC' } as const;
