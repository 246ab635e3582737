import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { menusEndpoints, type EndpointInput, type Paged } from '@forkly/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';
import type { CatalogueItem, ItemKind } from '../lib/item-kind';
import { catalogueKeys } from './catalogue-keys';

type MenuListQuery = EndpointInput<typeof menusEndpoints.listMenus>['query'];
type ExtraListQuery = EndpointInput<typeof menusEndpoints.listExtras>['query'];

/**
 * GET /paged-menus or /paged-extras with the list's page, sort and filters. A restaurant account
 * gets its own restaurants' items (hidden ones too); staff any restaurant's.
 */
export function getCatalogue(kind: ItemKind, query: Record<string, string | number>, signal?: AbortSignal): Promise<Paged<CatalogueItem>> {
  // The list's filters come from the address bar; the server's schema checks them.
  if (kind === 'menu') return callEndpoint(menusEndpoints.listMenus, { query: query as MenuListQuery }, { signal });
  return callEndpoint(menusEndpoints.listExtras, { query: query as ExtraListQuery }, { signal });
}

export const catalogueQueryOptions = (kind: ItemKind, query: Record<string, string | number>) =>
  queryOptions({ queryKey: catalogueKeys.list(kind, query), queryFn: ({ signal }) => getCatalogue(kind, query, signal), placeholderData: keepPreviousData });

export function useCatalogue(kind: ItemKind, query: Record<string, string | number>) {
  return useQuery(catalogueQueryOptions(kind, query));
}
