import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dispatchEndpoints } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { deliveryPromiseKeys } from './delivery-promise-keys';

/** `from`/`to` as dates (YYYY-MM-DD); either may be left out (the server's default: the last 7 days). */
export interface AccuracyQuery {
  from?: string;
  to?: string;
}

/** GET /dispatch/promise-accuracy (ADMIN, SERVICE): per zone and per restaurant, delivered orders against their promise. */
export function getPromiseAccuracy(query: AccuracyQuery, signal?: AbortSignal) {
  return callEndpoint(dispatchEndpoints.getPromiseAccuracy, { query }, { signal });
}

export const promiseAccuracyQueryOptions = (query: AccuracyQuery) =>
  queryOptions({ queryKey: deliveryPromiseKeys.accuracy(query), queryFn: ({ signal }) => getPromiseAccuracy(query, signal) });

/** The last report stays on screen while another period loads. */
export function usePromiseAccuracy(query: AccuracyQuery, enabled = true) {
  return useQuery({ ...promiseAccuracyQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
