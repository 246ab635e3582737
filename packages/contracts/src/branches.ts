export const BRANCH_SORT_KEYS = ['DATE', 'NAME'] as const;
