import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { couriersEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { courierAdminKeys } from './courier-admin-keys';

type ListQuery = Record<string, string | number>;

/** Every courier query starts with this key, so a staff move or an order event refreshes them all. */

/** GET /paged-courier: every courier with its rating, status and load, filtered and sorted. */
export function getCouriers(query: ListQuery, signal?: AbortSignal) {
  return callEndpoint(couriersEndpoints.listCouriers, { query }, { signal });
}

export const couriersQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: courierAdminKeys.list(query), queryFn: ({ signal }) => getCouriers(query, signal) });

/** The previous page stays on screen while the next one loads. */
export function useCouriers(query: ListQuery) {
  return useQuery({ ...couriersQueryOptions(query), placeholderData: keepPreviousData });
}
