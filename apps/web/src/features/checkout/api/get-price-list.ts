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

/** Refreshed whenever lines, code or address change; the last prices stay on screen meanwhile. */
export function usePriceList(body: PriceListRequest | undefined) {
  return useQuery({ ...priceListQueryOptions(body!), enabled: !!body, placeholderData: keepPreviousData });
}
