import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@forkly/contracts';
import { api } from '../../../lib/api-client';
import { KIND, type CatalogueItem, type ItemKind } from '../lib/item-kind';
import { catalogueKeys } from './catalogue-keys';
import { contractSchema } from '../../../lib/lazy-schema';

const extraPageSchema = contractSchema('extraPageSchema');
const menuPageSchema = contractSchema('menuPageSchema');

/**
 * GET /paged-menus or /paged-extras with the list's page, sort and filters. A restaurant account
 * gets its own restaurants' items (hidden ones too); staff any restaurant's.
 */
export function getCatalogue(kind: ItemKind, query: Record<string, string | number>, signal?: AbortSignal): Promise<Paged<CatalogueItem>> {
  return api(KIND[kind].list, { query, signal, schema: kind === 'menu' ? menuPageSchema : extraPageSchema });
}

export const catalogueQueryOptions = (kind: ItemKind, query: Record<string, string | number>) =>
  queryOptions({ queryKey: catalogueKeys.list(kind, query), queryFn: ({ signal }) => getCatalogue(kind, query, signal), placeholderData: keepPreviousData });

export function useCatalogue(kind: ItemKind, query: Record<string, string | number>) {
  return useQuery(catalogueQueryOptions(kind, query));
}
