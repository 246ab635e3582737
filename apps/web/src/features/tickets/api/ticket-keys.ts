/** Every ticket query starts with ['tickets'], so a ticket change refreshes lists, details and responses. */
export const ticketKeys = {
  all: () => ['tickets'] as const,
  list: <Q>(query: Q) => ['tickets', 'list', query] as const,
  responses: <Q>(query: Q) => ['tickets', 'responses', query] as const,
  detail: (id: number) => ['tickets', 'detail', id] as const,
  /** The tickets a staff member handles (staff-admin's page of a member). */
  handledBy: <Q>(query: Q) => ['tickets', 'handled-by', query] as const,
};
