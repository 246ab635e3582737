/**
 * Dish options (issue 25, decision 045): groups such as "Size" or "Remove" on a dish, each option
 * with a price difference. Limits the editor, the server and the database share.
 */
export const OPTION_GROUPS_MAX = 10;
export const OPTIONS_PER_GROUP_MAX = 20;
export const OPTION_NAME_MAX = 60;
/** A price difference in euro lies between -999.99 and +999.99. */
export const OPTION_PRICE_DELTA_MAX = 999.99;

/** A dish's name with its chosen options, as receipts and kitchen tickets print it: "Margherita (L, without onions)". */
export function nameWithOptions(name: string, options: readonly { name: string }[]): string {
  return options.length ? `${name} (${options.map((o) => o.name).join(', ')})` : name;
}
