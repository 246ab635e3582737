import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { recordsEndpoints, type NameLookupKind, type NameMatch } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { platformRecordKeys } from './platform-records-keys';

/** GET /name-lookup (STAFF): at most 10 people or items of a kind whose name holds `search`. */
export function searchNames(kind: NameLookupKind, search: string, signal?: AbortSignal): Promise<NameMatch[]> {
  return callEndpoint(recordsEndpoints.nameLookup, { query: { kind, search } }, { signal }).then((answer) => answer.results);
}

/** GET /name-lookup?ids=: the name of an id a filter holds in the URL, so a reload shows a name, not a number. */
export function namesOfIds(kind: NameLookupKind, ids: string, signal?: AbortSignal): Promise<NameMatch[]> {
  return callEndpoint(recordsEndpoints.nameLookup, { query: { kind, ids } }, { signal }).then((answer) => answer.results);
}

export const nameSearchQueryOptions = (kind: NameLookupKind, search: string) =>
  queryOptions({ queryKey: platformRecordKeys.names(kind, 'search', search), queryFn: ({ signal }) => searchNames(kind, search, signal), staleTime: 30_000 });

export function useNameSearch(kind: NameLookupKind, search: string, enabled: boolean) {
  return useQuery({ ...nameSearchQueryOptions(kind, search), enabled, placeholderData: keepPreviousData });
}

export function useNameOfId(kind: NameLookupKind, id: string | undefined) {
  return useQuery({
    queryKey: platformRecordKeys.names(kind, 'ids', id ?? ''),
    queryFn: ({ signal }) => namesOfIds(kind, id!, signal),
    enabled: !!id && /^\d{1,9}$/.test(id),
    staleTime: 60_000,
  });
}
