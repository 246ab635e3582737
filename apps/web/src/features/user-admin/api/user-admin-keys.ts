/** Staff's Users screens: every query starts with ['user-admin']. */
export const userAdminKeys = {
  all: () => ['user-admin'] as const,
  list: <Q>(query: Q) => ['user-admin', 'list', query] as const,
  detail: (id: number) => ['user-admin', 'detail', id] as const,
};
