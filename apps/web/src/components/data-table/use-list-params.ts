import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@forkly/contracts';

export type SortOrder = 'ASC' | 'DESC';

export interface ListParams<F extends string> {
  page: number;
  sortBy?: string;
  orderBy: SortOrder;
  filters: Partial<Record<F, string>>;
  /** What to send to a `/paged-*` call: page, limit 10, the sort and every filter that is set. */
  apiQuery: Record<string, string | number>;
  setPage: (page: number) => void;
  /**
   * A new column sorts ASC first; the same column toggles ASC ⇄ DESC (SPEC.md section 4). An
   * explicit order (the phone layout's sort choice) sets it directly.
   */
  toggleSort: (sortKey: string, order?: SortOrder) => void;
  /** Changing a filter goes back to page 1; an empty value removes it. */
  setFilter: (key: F, value: string | undefined) => void;
  /** Several filters in one step (one URL change), e.g. a kind of item and the item of that kind. */
  setFilters: (changes: Partial<Record<F, string | undefined>>) => void;
  clearFilters: () => void;
}

interface ListDefaults {
  sortBy?: string;
  orderBy?: SortOrder;
}

/**
 * A dashboard list's page, sort and filters, kept in the URL so a reload, the back button and a
 * shared link show the same list. `filterKeys` names the search params this list owns.
 */
export function useListParams<F extends string>(filterKeys: readonly F[], defaults: ListDefaults = {}): ListParams<F> {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const sortBy = search.get('sortBy') ?? defaults.sortBy;
  const orderBy: SortOrder = search.get('orderBy') === 'ASC' ? 'ASC' : search.get('orderBy') === 'DESC' ? 'DESC' : (defaults.orderBy ?? 'DESC');
  const filterSignature = filterKeys.map((key) => `${key}=${search.get(key) ?? ''}`).join('&');

  const filters = useMemo(() => {
    const out: Partial<Record<F, string>> = {};
    for (const key of filterKeys) {
      const value = search.get(key);
      if (value) out[key] = value;
    }
    return out;
    // filterSignature captures exactly the params this list reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterSignature]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  const setPage = useCallback((next: number) => update((p) => (next <= 1 ? p.delete('page') : p.set('page', String(next)))), [update]);

  const toggleSort = useCallback(
    (sortKey: string, order?: SortOrder) =>
      update((p) => {
        const same = (p.get('sortBy') ?? defaults.sortBy) === sortKey && p.has('orderBy');
        p.set('sortBy', sortKey);
        p.set('orderBy', order ?? (same && p.get('orderBy') === 'ASC' ? 'DESC' : 'ASC'));
        p.delete('page');
      }),
    [update, defaults.sortBy],
  );

  const setFilter = useCallback(
    (key: F, value: string | undefined) =>
      update((p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        p.delete('page');
      }),
    [update],
  );

  const setFilters = useCallback(
    (changes: Partial<Record<F, string | undefined>>) =>
      update((p) => {
        for (const [key, value] of Object.entries(changes) as [F, string | undefined][]) {
          if (value) p.set(key, value);
          else p.delete(key);
        }
        p.delete('page');
      }),
    [update],
  );

  const clearFilters = useCallback(
    () =>
      update((p) => {
        for (const key of filterKeys) p.delete(key);
        p.delete('page');
      }),
    // filterKeys is a constant list per screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [update],
  );

  const apiQuery = useMemo(() => {
    const query: Record<string, string | number> = { page, limit: DEFAULT_PAGE_SIZE, orderBy };
    if (sortBy) query.sortBy = sortBy;
    for (const [key, value] of Object.entries(filters)) if (value) query[key] = value as string;
    return query;
  }, [page, sortBy, orderBy, filters]);

  return { page, sortBy, orderBy, filters, apiQuery, setPage, toggleSort, setFilter, setFilters, clearFilters };
}
