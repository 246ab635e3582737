import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { checkoutEndpoints, type PriceListRequest } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { subscribeLiveEvent } from '../../../lib/live-events';
import { checkoutKeys } from './checkout-keys';

/** POST /order/price-list: the server's prices for the basket (a read, so a query). */
export function getPriceList(body: PriceListRequest, signal?: AbortSignal) {
  return callEndpoint(checkoutEndpoints.getPriceList, { body }, { signal });
}

export const priceListQueryOptions = (body: PriceListRequest) =>
  queryOptions({ queryKey: checkoutKeys.priceList(body), queryFn: ({ signal }) => getPriceList(body, signal) });

/**
 * The arrival time it gives is for an order placed now (issue 24): asked again every 20 s while the
 * page is open, so it never shows a time that has gone by. A dish that sells out or a pause (issue
 * 25) comes over the event stream instead, and is asked about at once.
 */
const PRICE_LIST_REFRESH_MS = 20_000;

/** Refreshed whenever lines, code or address change (the last prices stay on screen meanwhile), when the restaurant's dishes or pause change, every 20 s and on return to the tab. */
export function usePriceList(body: PriceListRequest | undefined) {
  const restaurantId = body?.restaurantId;
  const query = useQuery({
    ...priceListQueryOptions(body!),
    enabled: !!body,
    placeholderData: keepPreviousData,
    refetchInterval: PRICE_LIST_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const { refetch } = query;
  useEffect(() => {
    if (restaurantId === undefined) return;
    return subscribeLiveEvent('restaurant', (event) => {
      if (event.restaurantId === restaurantId) void refetch();
    });
  }, [restaurantId, refetch]);
  return query;
}
