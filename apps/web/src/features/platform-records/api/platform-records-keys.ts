/** ADMIN's records: the jobs and the mail outbox (the audit log's keys are shared: lib/query-keys). */
export const platformRecordKeys = {
  jobs: () => ['jobs'] as const,
  jobList: <Q>(query: Q) => ['jobs', query] as const,
  outbox: <Q>(query: Q) => ['outbox', query] as const,
  /** The filters' name lookups: by typed text, or the name of an id from the URL. */
  names: (kind: string, by: 'search' | 'ids', text: string) => ['name-lookup', kind, by, text] as const,
};
