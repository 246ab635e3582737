/** Staff's Partner Requests: the list and one request, each a family of its own. */
export const partnerAdminKeys = {
  lists: () => ['partnerlist'] as const,
  list: <Q>(query: Q) => ['partnerlist', query] as const,
  details: () => ['partnerrequestbyid'] as const,
  detail: (id: number) => ['partnerrequestbyid', id] as const,
};
