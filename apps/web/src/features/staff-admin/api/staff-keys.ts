/** Staff's Services screens: every query starts with ['staff']. */
export const staffKeys = {
  all: () => ['staff'] as const,
  list: <Q>(query: Q) => ['staff', 'list', query] as const,
  member: (id: number) => ['staff', 'member', id] as const,
};
