import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contractSchema } from '../../../lib/lazy-schema';
import { restaurantAdminKeys } from './restaurant-admin-keys';

const couponPageSchema = contractSchema('couponPageSchema');

/** Every coupon query starts with this key, so one invalidation refreshes every list. */

/** GET /coupons: the caller's coupons (a restaurant admin's own, staff all or one restaurant's). */
export function getCoupons(query: Record<string, string | number>) {
  return api('/coupons', { query, schema: couponPageSchema });
}

export const couponsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: restaurantAdminKeys.couponList(query), queryFn: () => getCoupons(query), placeholderData: keepPreviousData });

export function useCoupons(query: Record<string, string | number>) {
  return useQuery(couponsQueryOptions(query));
}
