import type { PromiseAccuracyRow } from '@forkly/contracts';
import type { SortOrder } from '../../../components/data-table';

/** The columns a report table sorts by: each a field of the row. */
export const SORT_KEYS = ['name', 'delivered', 'onTime', 'early', 'late', 'meanErrorMinutes', 'meanAbsoluteErrorMinutes'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export function isSortKey(value: string | null | undefined): value is SortKey {
  return (SORT_KEYS as readonly string[]).includes(value ?? '');
}

/**
 * The rows in the order asked for: names in the language's order, figures by value, a missing
 * figure (no mean without deliveries) always last; ties keep the server's order (by name).
 */
export function sortRows(rows: readonly PromiseAccuracyRow[], key: SortKey, order: SortOrder, collator: Intl.Collator): PromiseAccuracyRow[] {
  const direction = order === 'ASC' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[key];
      const y = b.row[key];
      if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
      const compared = typeof x === 'string' ? collator.compare(x, y as string) : x - (y as number);
      return compared * direction || a.index - b.index;
    })
    .map(({ row }) => row);
}
