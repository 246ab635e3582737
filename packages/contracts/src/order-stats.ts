/** How many restaurants the statistics rank. */
export const TOP_RESTAURANTS = 5;
