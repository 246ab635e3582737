import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';

const branchPageSchema = contractSchema('branchPageSchema');

/** Every branch query starts with this key, so adding a branch refreshes every list. */
export const branchesKey = ['restaurant-admin', 'branches'] as const;

/** GET /restaurant/{id}/branches: paged (10), sorted and filtered by name. */
export function getBranches(restaurantId: number, query: Record<string, string | number>) {
  return api(`/restaurant/${restaurantId}/branches`, { query, schema: branchPageSchema });
}

export const branchesQueryOptions = (restaurantId: number, query: Record<string, string | number>) =>
  queryOptions({ queryKey: [...branchesKey, restaurantId, query], queryFn: () => getBranches(restaurantId, query), placeholderData: keepPreviousData });

export function useBranches(restaurantId: number, query: Record<string, string | number>) {
  return useQuery(branchesQueryOptions(restaurantId, query));
}
