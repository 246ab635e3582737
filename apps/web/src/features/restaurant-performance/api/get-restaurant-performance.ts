import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operationsEndpoints, type PerformancePeriod } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { performanceKeys } from './performance-keys';

/** GET /restaurant/{id}/performance?period: the last 14 days or 8 weeks, newest first, and their total. */
export function getRestaurantPerformance(restaurantId: number, period: PerformancePeriod, signal?: AbortSignal) {
  return callEndpoint(operationsEndpoints.getRestaurantPerformance, { params: { id: restaurantId }, query: { period } }, { signal });
}

/** Waits for the account's restaurant; the last figures stay while the other period loads. */
export function useRestaurantPerformance(restaurantId: number | undefined, period: PerformancePeriod) {
  return useQuery({
    queryKey: performanceKeys.own(restaurantId ?? 0, period),
    queryFn: ({ signal }) => getRestaurantPerformance(restaurantId!, period, signal),
    enabled: restaurantId !== undefined,
    placeholderData: keepPreviousData,
  });
}
