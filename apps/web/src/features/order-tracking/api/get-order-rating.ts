import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { orderKeys } from '../../../lib/query-keys';

const orderRatingSchema = contractSchema('orderRatingSchema');

/** GET /order/{id}/rating: null until the customer rated the order. */
export function getOrderRating(id: number) {
  return api(`/order/${id}/rating`, { schema: orderRatingSchema });
}

export const orderRatingQueryKey = (id: number) => orderKeys.detailPart(id, 'rating');

export const orderRatingQueryOptions = (id: number) => queryOptions({ queryKey: orderRatingQueryKey(id), queryFn: () => getOrderRating(id) });

export function useOrderRating(id: number, enabled: boolean) {
  return useQuery({ ...orderRatingQueryOptions(id), enabled });
}
