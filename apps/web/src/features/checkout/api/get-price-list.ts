import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutEndpoints, type PriceListRequest } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import { checkoutKeys } from './checkout-keys';

/** POST /order/price-list: the server's prices for the basket (a read, so a query). */
export function getPriceList(body: PriceListRequest, signal?: AbortSignal) {
  return callEndpoint(checkoutEndpoints.getPriceList, { body }, { signal });
}

export const priceListQueryOptions = (body: PriceListRequest) =>
  queryOptions({ queryKey: checkoutKeys.priceList(body), queryFn: ({ signal }) => getPriceList(body, signal) });

/**
 * The arrival time it gives is for an order placed now (issue 24), and a dish may sell out while
 * the customer decides (issue 25): asked again every 20 s while the page is open, so it never shows
 * a time that has gone by and names a sold-out dish soon after the kitchen hides it.
 */
const PRICE_LIST_REFRESH_MS = 20_000;

/** Refreshed whenever lines, code or address change (the last prices stay on screen meanwhile), every 20 s and on return to the tab. */
export function usePriceList(body: PriceListRequest | undefined) {
  return useQuery({
    ...priceListQueryOptions(body!),
    enabled: !!body,
    placeholderData: keepPreviousData,
    refetchInterval: PRICE_LIST_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
