import { PRICE_PATTERN } from '@forkly/contracts';

/**
 * The list's URL filters as the API takes them. A price or restaurant typed by hand that the
 * server would refuse is left out (the list shows what it can rather than an error), and a
 * maximum below the minimum is dropped.
 */
export function toApiQuery(apiQuery: Record<string, string | number>): Record<string, string | number> {
  const query = { ...apiQuery };
  for (const key of ['minimumPrice', 'maximumPrice'] as const) {
    const value = query[key];
    if (value === undefined) continue;
    const normal = String(value).replace(',', '.');
    if (PRICE_PATTERN.test(normal)) query[key] = normal;
    else delete query[key];
  }
  if (query.minimumPrice !== undefined && query.maximumPrice !== undefined && Number(query.minimumPrice) > Number(query.maximumPrice))
    delete query.maximumPrice;
  if (query.restaurantId !== undefined && !/^[1-9]\d{0,9}$/.test(String(query.restaurantId))) delete query.restaurantId;
  return query;
}
