import type { QueryClient } from '@tanstack/react-query';
import type { ItemKind } from '../lib/item-kind';
import { restaurantKeys } from '../../../lib/query-keys';

/** The dashboard's menus and extras: every list of one kind, whatever its page and filters, and the restaurant pickers. */
export const catalogueKeys = {
  all: (kind: ItemKind) => ['catalogue-admin', kind] as const,
  list: <Q>(kind: ItemKind, query: Q) => ['catalogue-admin', kind, query] as const,
  staffChoices: (name: string) => ['catalogue-admin', 'restaurant-choices', 'staff', name] as const,
  branchChoices: (restaurantId: number | undefined) => ['catalogue-admin', 'restaurant-choices', 'branches', restaurantId] as const,
};

/**
 * After a change: the dashboard lists, and the customer's menu of that restaurant (the keys of
 * features/restaurants), so a hidden item is gone from the menu at once in this browser too.
 */
export function refreshAfterChange(queryClient: QueryClient, kind: ItemKind, restaurantId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKeys.all(kind) }),
    queryClient.invalidateQueries({ queryKey: kind === 'menu' ? restaurantKeys.menus(restaurantId) : restaurantKeys.extras(restaurantId) }),
  ]);
}
