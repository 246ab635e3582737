import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operationsEndpoints, type PerformanceRankingQuery } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { performanceKeys } from './performance-keys';

/** GET /dispatch/restaurant-performance (ADMIN, SERVICE): every restaurant's figures, sorted and paged by the server. */
export function getPerformanceRanking(query: PerformanceRankingQuery, signal?: AbortSignal) {
  return callEndpoint(operationsEndpoints.getPerformanceRanking, { query }, { signal });
}

export function usePerformanceRanking(query: PerformanceRankingQuery) {
  return useQuery({
    queryKey: performanceKeys.ranking(query),
    queryFn: ({ signal }) => getPerformanceRanking(query, signal),
    placeholderData: keepPreviousData,
  });
}
