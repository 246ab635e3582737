/** The customer's favourites: one family, so a change refreshes the row and every heart. */
export const favouriteKeys = {
  all: () => ['favourites'] as const,
  list: <P>(point: P | null) => ['favourites', point] as const,
};
