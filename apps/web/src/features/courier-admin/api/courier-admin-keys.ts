/** Staff's courier screens: every query starts with ['couriers'], so one change refreshes them all. */
export const courierAdminKeys = {
  all: () => ['couriers'] as const,
  list: <Q>(query: Q) => ['couriers', 'list', query] as const,
  detail: (id: number) => ['couriers', 'detail', id] as const,
  online: () => ['couriers', 'online'] as const,
};
