/** The staff list's filters, kept in the URL (SPEC.md section 7's page-mode keys). */
export const DIRECTORY_FILTERS = ['name', 'email', 'username', 'visible', 'parentRestaurantId', 'removed'] as const;
export type DirectoryFilterKey = (typeof DIRECTORY_FILTERS)[number];

const ID = /^[1-9]\d{0,9}$/;

/**
 * The URL's filters as the API takes them: a parent number typed by hand that the server would
 * refuse is left out, and only the values the selects offer pass.
 */
export function toApiQuery(apiQuery: Record<string, string | number>): Record<string, string | number> {
  const query = { ...apiQuery };
  if (query.parentRestaurantId !== undefined && !ID.test(String(query.parentRestaurantId))) delete query.parentRestaurantId;
  if (query.visible !== undefined && query.visible !== 'true' && query.visible !== 'false') delete query.visible;
  if (query.removed !== undefined && query.removed !== 'true') delete query.removed;
  return query;
}
