import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SortOrder } from '../../../components/data-table';
import { isSortKey, type SortKey } from './sort-rows';

export interface TableSort {
  sortBy: SortKey;
  orderBy: SortOrder;
  /** A new column sorts ascending first, the same column toggles (SPEC.md section 4); the phone's choice sets the order. */
  toggleSort: (key: string, order?: SortOrder) => void;
}

/**
 * One table's sort kept in the URL under its own names (`zoneSort`, `zoneOrder`), so the page's two
 * tables sort independently and a reload or a shared link shows them as they were. By name, A to Z,
 * until a column is chosen.
 */
export function useTableSort(prefix: string): TableSort {
  const [search, setSearch] = useSearchParams();
  const sortParam = `${prefix}Sort`;
  const orderParam = `${prefix}Order`;
  const asked = search.get(sortParam);
  const sortBy: SortKey = isSortKey(asked) ? asked : 'name';
  const orderBy: SortOrder = search.get(orderParam) === 'DESC' ? 'DESC' : 'ASC';

  const toggleSort = useCallback(
    (key: string, order?: SortOrder) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const same = (next.get(sortParam) ?? 'name') === key;
          next.set(sortParam, key);
          next.set(orderParam, order ?? (same && next.get(orderParam) !== 'DESC' ? 'DESC' : 'ASC'));
          return next;
        },
        { replace: true },
      ),
    [setSearch, sortParam, orderParam],
  );

  return { sortBy, orderBy, toggleSort };
}
