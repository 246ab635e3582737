/** Staff's operations board (issue 21): one zone's board; every action refreshes the whole family. */
export const operationsKeys = {
  all: () => ['operations'] as const,
  board: (zoneId: number | undefined) => ['operations', 'board', zoneId ?? null] as const,
};
