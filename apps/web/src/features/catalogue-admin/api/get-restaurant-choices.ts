import { useQuery } from '@tanstack/react-query';
import { branchesEndpoints, restaurantsEndpoints, type Role } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { catalogueKeys } from './catalogue-keys';

export interface RestaurantChoice {
  id: number;
  name: string;
}

/** Staff search every restaurant by name (the numbered staff list, 20 matches). */
export function useStaffRestaurantChoices(name: string, enabled: boolean) {
  return useQuery({
    queryKey: catalogueKeys.staffChoices(name),
    queryFn: async ({ signal }) => {
      const page = await callEndpoint(
        restaurantsEndpoints.listRestaurants,
        { query: { page: 1, limit: 20, name, sortBy: 'NAME', orderBy: 'ASC' } },
        { signal, answer: 'restaurantPageSchema' },
      );
      return page.results.map((r): RestaurantChoice => ({ id: r.id, name: r.name }));
    },
    enabled,
  });
}

/** A parent restaurant's branches (GET /restaurant/{id}/branches, up to 100). */
export function useBranchChoices(restaurantId: number | undefined, role: Role) {
  return useQuery({
    queryKey: catalogueKeys.branchChoices(restaurantId),
    queryFn: async ({ signal }) => {
      const page = await callEndpoint(
        branchesEndpoints.listBranches,
        { params: { id: restaurantId! }, query: { page: 1, limit: 100, sortBy: 'NAME', orderBy: 'ASC' } },
        { signal },
      );
      return page.results.map((b): RestaurantChoice => ({ id: b.id, name: b.name }));
    },
    enabled: role === 'RESTAURANT_ADMIN' && restaurantId !== undefined,
  });
}
