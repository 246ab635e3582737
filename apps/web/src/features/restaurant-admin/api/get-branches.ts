import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { branchKeys } from '../../../lib/query-keys';

const branchPageSchema = contractSchema('branchPageSchema');

/** GET /restaurant/{id}/branches: paged (10), sorted and filtered by name. */
export function getBranches(restaurantId: number, query: Record<string, string | number>) {
  return api(`/restaurant/${restaurantId}/branches`, { query, schema: branchPageSchema });
}

export const branchesQueryOptions = (restaurantId: number, query: Record<string, string | number>) =>
  queryOptions({ queryKey: branchKeys.list(restaurantId, query), queryFn: () => getBranches(restaurantId, query), placeholderData: keepPreviousData });

export function useBranches(restaurantId: number, query: Record<string, string | number>) {
  return useQuery(branchesQueryOptions(restaurantId, query));
}
