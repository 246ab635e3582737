import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { favouritesEndpoints } from '@forkly/contracts';
import { useActiveUser } from '../../../lib/active-user';
import { callEndpoint } from '../../../lib/endpoint-client';
import type { Point } from './get-restaurant-overview';
import { favouriteKeys } from './favourite-keys';

/** GET /favourites: the customer's favourites as list cards, with delivery terms to the point. */
export function getFavourites(point: Point | undefined, signal?: AbortSignal) {
  return callEndpoint(favouritesEndpoints.listFavourites, { query: { ...point } }, { signal, unchecked: true });
}

/** Whether the one looking is a customer, who has favourites (a visitor is asked to log in). */
export function useIsCustomer() {
  return useActiveUser().data?.currentUserRole === 'USER';
}

export function useFavourites(point: Point | undefined) {
  const enabled = useIsCustomer();
  return useQuery({ queryKey: favouriteKeys.list(point ?? null), queryFn: ({ signal }) => getFavourites(point, signal), enabled });
}

/** PUT or DELETE /favourites/{id}; every favourites query reads again afterwards. */
export function useSetFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favourite }: { id: number; favourite: boolean }) =>
      callEndpoint(favourite ? favouritesEndpoints.addFavourite : favouritesEndpoints.removeFavourite, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: favouriteKeys.all() }),
  });
}
