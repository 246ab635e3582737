import { queryOptions, useQuery } from '@tanstack/react-query';
import { ratingsEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { orderKeys } from '../../../lib/query-keys';

/** GET /order/{id}/rating: null until the customer rated the order. */
export function getOrderRating(id: number) {
  return callEndpoint(ratingsEndpoints.getOrderRating, { params: { id } });
}

export const orderRatingQueryKey = (id: number) => orderKeys.detailPart(id, 'rating');

export const orderRatingQueryOptions = (id: number) => queryOptions({ queryKey: orderRatingQueryKey(id), queryFn: () => getOrderRating(id) });

export function useOrderRating(id: number, enabled: boolean) {
  return useQuery({ ...orderRatingQueryOptions(id), enabled });
}
