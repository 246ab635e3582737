import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { couponsEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { restaurantAdminKeys } from './restaurant-admin-keys';

/** Every coupon query starts with this key, so one invalidation refreshes every list. */

/** GET /coupons: the caller's coupons (a restaurant admin's own, staff all or one restaurant's). */
export function getCoupons(query: Record<string, string | number>) {
  return callEndpoint(couponsEndpoints.listCoupons, { query });
}

export const couponsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: restaurantAdminKeys.couponList(query), queryFn: () => getCoupons(query), placeholderData: keepPreviousData });

export function useCoupons(query: Record<string, string | number>) {
  return useQuery(couponsQueryOptions(query));
}
