export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const CURSOR_PAGE_SIZE = 20;

export const SORT_ORDERS = ['ASC', 'DESC'] as const;

export interface Paged<T> {
  results: T[];
  totalPages: number;
  totalCount: number;
}
