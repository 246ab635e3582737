import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SORT_ORDERS } from '../paging';

/** page starts at 1; limit defaults to 10 and is capped at 100 (DESIGN.md section 3). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  orderBy: z.enum(SORT_ORDERS).default('DESC'),
});

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), totalPages: z.number().int(), totalCount: z.number().int() });
}

export function cursorPagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), hasNextPage: z.boolean(), lastCursor: z.string().nullable() });
}
