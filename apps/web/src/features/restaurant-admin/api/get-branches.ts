import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { branchesEndpoints, type EndpointInput } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { branchKeys } from '../../../lib/query-keys';

type BranchListQuery = EndpointInput<typeof branchesEndpoints.listBranches>['query'];

/** GET /restaurant/{id}/branches: paged (10), sorted and filtered by name. */
export function getBranches(restaurantId: number, query: Record<string, string | number>) {
  // The list's filters come from the address bar; the server's schema checks them.
  return callEndpoint(branchesEndpoints.listBranches, { params: { id: restaurantId }, query: query as BranchListQuery });
}

export const branchesQueryOptions = (restaurantId: number, query: Record<string, string | number>) =>
  queryOptions({ queryKey: branchKeys.list(restaurantId, query), queryFn: () => getBranches(restaurantId, query), placeholderData: keepPreviousData });

export function useBranches(restaurantId: number, query: Record<string, string | number>) {
  return useQuery(branchesQueryOptions(restaurantId, query));
}
